/** The industry filter of /mentors (platform.md §2): 'All' plus the mentors' category names. */
import type { Mentor } from '@lwl/schemas';

export const ALL_INDUSTRIES = 'All';

/** 'All' then each category name once, in the order the mentors bring them. */
export function industryOptions(mentors: readonly Pick<Mentor, 'categories'>[]): string[] {
  const names = mentors.flatMap((mentor) => mentor.categories.map((category) => category.name));
  return [ALL_INDUSTRIES, ...new Set(names)];
}

export function mentorsInIndustry<T extends Pick<Mentor, 'categories'>>(
  mentors: readonly T[],
  industry: string,
): T[] {
  if (industry === ALL_INDUSTRIES) return [...mentors];
  return mentors.filter((mentor) => mentor.categories.some((category) => category.name === industry));
}

/** The detail page of a mentor: /mentors-details/{slug}. */
export function mentorDetailsPath(slug: string): string {
  return `/mentors-details/${encodeURIComponent(slug)}`;
}
