import { describe, expect, it } from 'vitest';
import {
  ALL_INDUSTRIES,
  industryOptions,
  mentorDetailsPath,
  mentorsInIndustry,
} from './mentor-industries.ts';

const mentor = (name: string, ...industries: string[]) => ({
  name,
  categories: industries.map((industry) => ({ name: industry })),
});

describe('mentor industries', () => {
  const mentors = [mentor('A', 'Finance'), mentor('B', 'Law', 'Finance'), mentor('C', 'Media')];

  it("lists 'All' then each industry once, in order", () => {
    expect(industryOptions(mentors)).toEqual([ALL_INDUSTRIES, 'Finance', 'Law', 'Media']);
    expect(industryOptions([])).toEqual([ALL_INDUSTRIES]);
  });

  it('keeps the mentors of the chosen industry, everyone for All', () => {
    expect(mentorsInIndustry(mentors, 'Finance').map((m) => m.name)).toEqual(['A', 'B']);
    expect(mentorsInIndustry(mentors, 'Media').map((m) => m.name)).toEqual(['C']);
    expect(mentorsInIndustry(mentors, ALL_INDUSTRIES)).toHaveLength(3);
    expect(mentorsInIndustry(mentors, 'Unknown')).toEqual([]);
  });

  it('builds the detail path from the slug', () => {
    expect(mentorDetailsPath('priya-sharma')).toBe('/mentors-details/priya-sharma');
  });
});
