import type { MachineWords } from '../shared/words.ts';

export const citySwitchWords: MachineWords = {
  guards: { isSelectableCity: 'the city is another one the page offers' },
  actions: {
    storePendingCity: 'keeps the city she picked',
    applyPendingCity: "shows the picked city's prices",
    scrollToTop: 'scrolls to the top of the page',
  },
};
