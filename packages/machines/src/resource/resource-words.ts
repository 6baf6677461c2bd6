import type { MachineWords } from '../shared/words.ts';

export const resourceWords: MachineWords = {
  guards: { isEmpty: 'the answer holds nothing to show' },
  actions: {
    takeParams: 'keeps what to load',
    storeData: 'keeps the data that arrived',
  },
};
