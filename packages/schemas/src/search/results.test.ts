import { describe, expect, it } from 'vitest';
import { searchExamples } from './examples.ts';
import { globalSearchInputSchema } from './requests.ts';
import { searchEventSchema, searchMemberSchema, searchMentorSchema, searchResultsSchema } from './results.ts';

const results = searchExamples['GET global-search'].response.data;
const [mentor] = results.mentors;
const [member] = results.members;
const [event] = results.upcomingEvents;

describe('search results', () => {
  it('accept realistic hits', () => {
    expect(searchResultsSchema.parse(results)).toEqual(results);
  });

  it("accept a guest's answer with no members", () => {
    expect(searchResultsSchema.parse({ ...results, members: [] }).members).toEqual([]);
  });

  it('accept a member without an active membership or profile details', () => {
    expect(searchMemberSchema.parse({ ...member, activebookings: null }).activebookings).toBeNull();
    expect(
      searchMemberSchema.parse({ ...member, company_name: null, city: null, image: null }).city,
    ).toBeNull();
  });

  it('refuse malformed hits', () => {
    expect(searchMentorSchema.safeParse({ ...mentor, amount: '5000' }).success).toBe(false);
    expect(searchMemberSchema.safeParse({ ...member, activebookings: { membership: 'Gold' } }).success).toBe(
      false,
    );
    expect(searchEventSchema.safeParse({ ...event, event_date: '16 May 2026' }).success).toBe(false);
    expect(searchResultsSchema.safeParse({ ...results, pastEvents: undefined }).success).toBe(false);
  });
});

describe('globalSearchInputSchema', () => {
  it('trims the term and treats a blank one as absent', () => {
    expect(globalSearchInputSchema.parse({ search: '  lead ' })).toEqual({ search: 'lead' });
    expect(globalSearchInputSchema.parse({ search: '' })).toEqual({});
    expect(globalSearchInputSchema.parse({})).toEqual({});
  });
});
