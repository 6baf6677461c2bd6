/** Rules of the /globalSearch page: when the whole answer is empty, and where a hit leads. */
import type { SearchResults } from '@lwl/schemas';

/** No group has a hit: the page says 'No result Found'. */
export function hasNoResult(results: SearchResults): boolean {
  return (
    results.mentors.length === 0 &&
    results.members.length === 0 &&
    results.upcomingEvents.length === 0 &&
    results.pastEvents.length === 0
  );
}

export const mentorPath = (slug: string): string => `/mentors-details/${encodeURIComponent(slug)}`;
export const eventPath = (slug: string): string => `/event/${encodeURIComponent(slug)}`;
