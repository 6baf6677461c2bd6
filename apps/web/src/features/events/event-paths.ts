/** The routes of the events pages (platform.md §2). */
export const UPCOMING_EVENTS_PATH = '/upcoming-events';
export const PAST_EVENTS_PATH = '/past-events';

export function eventPath(slug: string): string {
  return `/event/${encodeURIComponent(slug)}`;
}
