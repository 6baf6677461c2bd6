import { ALL_CATEGORIES, filterOptions, UPCOMING_EVENTS_PAGE_SIZE } from '@lwl/schemas';

/** What the list rules read of an event: its category names. */
export interface Categorised {
  categories: ReadonlyArray<{ name: string }>;
}

/** 'All' followed by the distinct category names, in order of first appearance. */
export function categoryChips(events: readonly Categorised[]): string[] {
  return filterOptions(events.flatMap((event) => event.categories.map((category) => category.name)));
}

/** The events of a category ('All': every event), in the list's order. */
export function eventsInCategory<T extends Categorised>(events: readonly T[], category: string): T[] {
  if (category === ALL_CATEGORIES) return [...events];
  return events.filter((event) => event.categories.some((c) => c.name === category));
}

/** The first `visibleCount` events of the category. */
export function visibleEvents<T extends Categorised>(
  events: readonly T[],
  category: string,
  visibleCount: number,
): T[] {
  return eventsInCategory(events, category).slice(0, visibleCount);
}

/** Load More shows while the category has more events than are visible. */
export function showsLoadMore(
  events: readonly Categorised[],
  category: string,
  visibleCount: number,
): boolean {
  return eventsInCategory(events, category).length > visibleCount;
}

/** Count after Load More: every remaining event at once. */
export function countAfterLoadMore(events: readonly Categorised[], category: string): number {
  return Math.max(UPCOMING_EVENTS_PAGE_SIZE, eventsInCategory(events, category).length);
}
