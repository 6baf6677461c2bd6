import type { SearchResults } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { eventPath, hasNoResult, mentorPath } from './search-results.ts';

const none: SearchResults = { mentors: [], members: [], upcomingEvents: [], pastEvents: [] };
const event = {
  slug: 'summit',
  image: 'i.svg',
  name: 'Summit',
  event_date: '2026-12-04',
  city: 'Mumbai',
  price: 100,
};

describe('search results', () => {
  it("is 'No result' only when every group is empty", () => {
    expect(hasNoResult(none)).toBe(true);
    expect(hasNoResult({ ...none, pastEvents: [event] })).toBe(false);
    expect(hasNoResult({ ...none, upcomingEvents: [event] })).toBe(false);
  });

  it('links mentors and events by slug', () => {
    expect(mentorPath('priya-sharma')).toBe('/mentors-details/priya-sharma');
    expect(eventPath('women-in-leadership-summit')).toBe('/event/women-in-leadership-summit');
  });
});
