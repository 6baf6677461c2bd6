import { ventureMessages } from '@lwl/schemas';
import type { MachineWords } from '../shared/words.ts';

export const ventureBookingWords: MachineWords = {
  guards: { hasPassProblem: 'no pass type chosen' },
  actions: {
    openPackage: 'keeps which pass she is booking',
    choosePass: 'keeps the pass type and shows its price',
    holdDetailsWithPassProblem: "keeps her details and says 'choose a pass type'",
    holdDetails: 'keeps the details she entered',
  },
  messages: { hasPassProblem: [ventureMessages.planDurationRequired, ventureMessages.dayTypeRequired] },
};
