import type { MachineWords } from '../shared/words.ts';

export const loginWords: MachineWords = {
  guards: {},
  actions: {
    forgetReturn: 'forgets the page to go back to, now she is back',
    showRefusal: "keeps the server's reason to show it",
    signIn: 'signs her in and keeps her membership',
  },
};
