import type { MachineWords } from '../shared/words.ts';

export const eventsListWords: MachineWords = {
  guards: {
    isChip: 'the category is one of the chips shown',
    hasMore: 'more events are left to show',
  },
  actions: {
    storeEvents: 'keeps the events that arrived',
    storeCategory: 'shows the first six events of that category',
    loadMore: 'shows six more events',
  },
};
