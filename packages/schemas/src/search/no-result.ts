/** The groups of the /globalSearch answer and when the page says 'No result Found'. */
import type { SearchResults } from './results.ts';

/** The page's groups, in order: mentors, members, upcoming events, past events. */
export const SEARCH_GROUPS = [
  'mentors',
  'members',
  'upcomingEvents',
  'pastEvents',
] as const satisfies readonly (keyof SearchResults)[];
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** No group has a hit: the page says 'No result Found' instead of the groups. */
export function hasNoResult(results: SearchResults): boolean {
  return SEARCH_GROUPS.every((group) => results[group].length === 0);
}
