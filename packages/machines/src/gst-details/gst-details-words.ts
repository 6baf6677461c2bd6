import type { MachineWords } from '../shared/words.ts';

export const gstDetailsWords: MachineWords = {
  guards: {},
  actions: {
    holdSubmittedValues: 'keeps the details she submitted',
    applySavedValues: 'shows the saved details',
    dropSubmittedValues: 'forgets the details that were not saved',
  },
};
