import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from '../common/filter-options.ts';
import { industryOptions, mentorsInIndustry } from './industry-filter.ts';

const mentor = (name: string, ...industries: string[]) => ({
  name,
  categories: industries.map((industry) => ({ name: industry })),
});

describe('mentor industry filter', () => {
  const mentors = [mentor('A', 'Finance'), mentor('B', 'Law', 'Finance'), mentor('C', 'Media')];

  it("lists 'All' then each industry once, in order", () => {
    expect(industryOptions(mentors)).toEqual([ALL_CATEGORIES, 'Finance', 'Law', 'Media']);
    expect(industryOptions([])).toEqual([ALL_CATEGORIES]);
  });

  it('keeps the mentors of the chosen industry, everyone for All', () => {
    expect(mentorsInIndustry(mentors, 'Finance').map((m) => m.name)).toEqual(['A', 'B']);
    expect(mentorsInIndustry(mentors, 'Media').map((m) => m.name)).toEqual(['C']);
    expect(mentorsInIndustry(mentors, ALL_CATEGORIES).map((m) => m.name)).toEqual(['A', 'B', 'C']);
    expect(mentorsInIndustry(mentors, 'Unknown')).toEqual([]);
  });
});
