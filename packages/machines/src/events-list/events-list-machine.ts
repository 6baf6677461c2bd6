import { ALL_CATEGORIES, type EventCard, UPCOMING_EVENTS_PAGE_SIZE } from '@lwl/schemas';
import { assign, setup } from 'xstate';
import { categoryChips, countAfterLoadMore, showsLoadMore } from './events-list-rules.ts';

export interface EventsListContext {
  events: readonly EventCard[];
  category: string;
  visibleCount: number;
}

export type EventsListEvent =
  | { type: 'events.receive'; events: readonly EventCard[] }
  | { type: 'events.fail' }
  /** The page's loader runs again ('Try again', or the connection came back). */
  | { type: 'events.load' }
  | { type: 'category.select'; category: string }
  | { type: 'events.loadMore' };

const firstPage = { category: ALL_CATEGORIES, visibleCount: UPCOMING_EVENTS_PAGE_SIZE };

/**
 * Upcoming events page (docs/product-rules.md, "Lists and search"): category chips (All + distinct names),
 * 6 visible,
 * a category choice resets to 6, Load More shows all the remaining at once. The events arrive
 * from the page's loader (`events.receive`). A failed load (`events.fail`) is a state of its own, not
 * an empty list: the page says the events could not be loaded and offers 'Try again'
 * (`events.load` while the loader runs again). Pure: the view reads the list through
 * `visibleEvents`, `categoryChips` and `showsLoadMore`.
 */
export const eventsListMachine = setup({
  types: {} as { context: EventsListContext; events: EventsListEvent },
  guards: {
    isChip: ({ context, event }) =>
      event.type === 'category.select' && categoryChips(context.events).includes(event.category),
    hasMore: ({ context }) => showsLoadMore(context.events, context.category, context.visibleCount),
  },
  actions: {
    storeEvents: assign(({ event }) => ({
      events: event.type === 'events.receive' ? event.events : [],
      ...firstPage,
    })),
    storeCategory: assign(({ event }) => ({
      category: event.type === 'category.select' ? event.category : ALL_CATEGORIES,
      visibleCount: UPCOMING_EVENTS_PAGE_SIZE,
    })),
    loadMore: assign({ visibleCount: ({ context }) => countAfterLoadMore(context.events, context.category) }),
  },
}).createMachine({
  id: 'eventsList',
  description: 'The upcoming events by category, six at a time with Load More',
  context: { events: [], ...firstPage },
  initial: 'loading',
  states: {
    /** The loading overlay shows. */
    loading: {
      description: 'Loading the upcoming events',
      on: {
        'events.receive': { description: 'The events arrive', target: 'ready', actions: 'storeEvents' },
        'events.fail': { target: 'failed', description: 'The events fail to load' },
      },
    },
    /** 'The upcoming events could not be loaded.' and 'Try again'. */
    failed: {
      description: 'The events could not be loaded: a message and Try again',
      on: {
        'events.load': { target: 'loading', description: 'She presses Try again' },
        'events.receive': {
          description: 'The events arrive after all',
          target: 'ready',
          actions: 'storeEvents',
        },
      },
    },
    ready: {
      description: 'The events by category, six at a time with Load More',
      on: {
        'events.receive': { description: 'The list is refreshed with newer events', actions: 'storeEvents' },
        'category.select': { description: 'She picks a category', guard: 'isChip', actions: 'storeCategory' },
        'events.loadMore': {
          description: 'She presses Load More and six more show',
          guard: 'hasMore',
          actions: 'loadMore',
        },
      },
    },
  },
});
