import type { MachineWords } from '../shared/words.ts';

export const profileEditWords: MachineWords = {
  guards: {
    hasDraft: 'a 401 interrupted her edit and she has signed in again',
  },
  actions: {
    updateSessionProfile: 'shows her new name and photo in the header',
    keepSubmitted: 'keeps what she submitted, in case a 401 interrupts the save',
  },
};
