import { describe, expect, it } from 'vitest';
import { hasNoResult, SEARCH_GROUPS } from './no-result.ts';
import type { SearchResults } from './results.ts';

const none: SearchResults = { mentors: [], members: [], upcomingEvents: [], pastEvents: [] };
const event = {
  slug: 'summit',
  image: 'i.svg',
  name: 'Summit',
  event_date: '2026-12-04',
  city: 'Mumbai',
  price: 100,
};
const oneHit: { [G in keyof SearchResults]: SearchResults[G][number] } = {
  mentors: { slug: 'priya-sharma', image: 'p.svg', name: 'Priya', designation: 'CEO', amount: 5000 },
  members: {
    first_name: 'Meera',
    last_name: 'Kapoor',
    email: 'meera@example.com',
    company_name: null,
    designation: null,
    city: null,
    image: null,
    activebookings: null,
  },
  upcomingEvents: event,
  pastEvents: event,
};

describe('global search groups', () => {
  it('covers every group of the answer', () => {
    expect([...SEARCH_GROUPS].sort()).toEqual(Object.keys(none).sort());
  });

  it("is 'No result' only when every group is empty", () => {
    expect(hasNoResult(none)).toBe(true);
    for (const group of SEARCH_GROUPS) expect(hasNoResult({ ...none, [group]: [oneHit[group]] })).toBe(false);
  });
});
