import { membershipMessages } from '@lwl/schemas';
import type { MachineWords } from '../shared/words.ts';

export const signUpWords: MachineWords = {
  guards: {
    isOffered: 'the duration is one the page offers',
    hasDurationProblem: 'no duration chosen, or its fee is 0 or less',
  },
  actions: {
    selectDuration: 'keeps the duration and shows its fee',
    storeOptions: "keeps the plan's durations and fees",
  },
  messages: { hasDurationProblem: [membershipMessages.durationRequired] },
};
