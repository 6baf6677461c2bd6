import { membershipMessages } from '@lwl/schemas';
import type { MachineWords } from '../shared/words.ts';

export const membershipPurchaseWords: MachineWords = {
  guards: {
    isCityDuration: 'the duration is offered in the chosen city',
    hasDurationProblem: 'no duration chosen, or its fee is 0 or less',
  },
  actions: {
    selectCity: "shows that city's durations",
    selectDuration: 'keeps the duration and shows its fee',
    storeOptions: "keeps the plan's cities, durations and fees",
  },
  messages: { hasDurationProblem: [membershipMessages.durationRequired] },
};
