import type { MachineWords } from '../shared/words.ts';

export const mentorBookingWords: MachineWords = {
  guards: { hasBookingProblem: 'the session is for members and she is not one' },
  actions: {
    holdDetails: 'keeps the details she entered',
    clearDetails: 'forgets the details once booked',
  },
};
