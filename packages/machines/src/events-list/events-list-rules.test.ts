import { describe, expect, it } from 'vitest';
import { eventCard, tenEvents } from './event-cards.fixture.ts';
import {
  categoryChips,
  countAfterLoadMore,
  eventsInCategory,
  showsLoadMore,
  visibleEvents,
} from './events-list-rules.ts';

const ids = (events: Array<{ id: number }>) => events.map((e) => e.id);

describe('events list rules', () => {
  it('chips: All plus the distinct category names in order of first appearance', () => {
    expect(categoryChips(tenEvents)).toEqual(['All', 'Leadership', 'Finance', 'Technology']);
    expect(categoryChips([])).toEqual(['All']);
    expect(categoryChips([eventCard(1)])).toEqual(['All']);
  });

  it('filters by category, All keeping every event', () => {
    expect(ids(eventsInCategory(tenEvents, 'All'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ids(eventsInCategory(tenEvents, 'Finance'))).toEqual([2, 3, 8]);
    expect(eventsInCategory(tenEvents, 'Sports')).toEqual([]);
  });

  it('shows the first N and Load More while more remain', () => {
    expect(ids(visibleEvents(tenEvents, 'All', 6))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(showsLoadMore(tenEvents, 'All', 6)).toBe(true);
    expect(showsLoadMore(tenEvents, 'All', 10)).toBe(false);
    expect(showsLoadMore(tenEvents, 'Finance', 6)).toBe(false);
    expect(showsLoadMore(tenEvents.slice(0, 6), 'All', 6)).toBe(false);
    expect(countAfterLoadMore(tenEvents, 'Leadership')).toBe(7);
  });
});
