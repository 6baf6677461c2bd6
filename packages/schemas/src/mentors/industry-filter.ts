/** The industry filter of /mentors: 'All' plus the mentors' category names. */
import { ALL_CATEGORIES, filterOptions } from '../common/filter-options.ts';
import type { Mentor } from './mentor.ts';

type Categorised = Pick<Mentor, 'categories'>;

/** 'All' then each category name once, in the order the mentors bring them. */
export function industryOptions(mentors: readonly Categorised[]): string[] {
  return filterOptions(mentors.flatMap((mentor) => mentor.categories.map((category) => category.name)));
}

/** The mentors with a category of that name; every mentor for 'All'. */
export function mentorsInIndustry<T extends Categorised>(mentors: readonly T[], industry: string): T[] {
  if (industry === ALL_CATEGORIES) return [...mentors];
  return mentors.filter((mentor) => mentor.categories.some((category) => category.name === industry));
}
