import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, filterOptions } from './filter-options.ts';

describe('filterOptions', () => {
  it("puts 'All' first, then each name once in order of first appearance", () => {
    expect(filterOptions(['Law', 'Finance', 'Law', 'Media'])).toEqual([
      ALL_CATEGORIES,
      'Law',
      'Finance',
      'Media',
    ]);
  });

  it("is only 'All' without names", () => {
    expect(filterOptions([])).toEqual(['All']);
  });
});
