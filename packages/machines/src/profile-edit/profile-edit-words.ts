import type { MachineWords } from '../shared/words.ts';

export const profileEditWords: MachineWords = {
  guards: {},
  actions: { updateSessionProfile: 'shows her new name and photo in the header' },
};
