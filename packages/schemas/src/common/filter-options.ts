/** The option of a list filter that keeps every item (the mentors' industries, the video and event categories). */
export const ALL_CATEGORIES = 'All';

/** A filter's options: 'All' then each name once, in order of first appearance. */
export function filterOptions(names: Iterable<string>): string[] {
  return [ALL_CATEGORIES, ...new Set(names)];
}
