/**
 * The detail routes reached from lists and search hits. Kept apart from
 * navigation.ts, which the app shell bundles on every page.
 */

/** A mentor's page, /mentors-details/{slug}. */
export function mentorDetailsPath(slug: string): string {
  return `/mentors-details/${encodeURIComponent(slug)}`;
}

/** An event's page, /event/{slug}. */
export function eventPath(slug: string): string {
  return `/event/${encodeURIComponent(slug)}`;
}
