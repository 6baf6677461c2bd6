import type { MachineWords } from '../shared/words.ts';

export const gstDetailsWords: MachineWords = {
  guards: {
    hasDraft: 'a 401 interrupted her edit and she has signed in again',
  },
  actions: {
    dropDraft: 'forgets what was kept for after signing in',
    holdSubmittedValues: 'keeps the details she submitted',
    applySavedValues: 'shows the saved details',
    dropSubmittedValues: 'forgets the details that were not saved',
  },
};
