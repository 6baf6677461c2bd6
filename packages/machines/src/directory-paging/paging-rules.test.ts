import { describe, expect, it } from 'vitest';
import { pageButtons, pageCount, pageOffset } from './paging-rules.ts';

describe('pageCount', () => {
  it('is the total divided by 20, rounded up', () => {
    expect([0, 1, 19, 20, 21, 40, 41, 100, 101].map(pageCount)).toEqual([0, 1, 1, 1, 2, 2, 3, 5, 6]);
  });
});

describe('pageButtons', () => {
  it('has no buttons without members', () => {
    expect(pageButtons(1, pageCount(0))).toEqual([]);
  });

  it('shows every page when there are at most 5', () => {
    expect(pageButtons(1, pageCount(1))).toEqual([1]);
    expect(pageButtons(1, pageCount(20))).toEqual([1]);
    expect(pageButtons(2, pageCount(21))).toEqual([1, 2]);
    expect(pageButtons(5, pageCount(100))).toEqual([1, 2, 3, 4, 5]);
  });

  it('slides a 5-page window around the current page, shifted in at both ends', () => {
    const count = pageCount(101); // 6 pages
    expect(pageButtons(1, count)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(3, count)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(4, count)).toEqual([2, 3, 4, 5, 6]);
    expect(pageButtons(6, count)).toEqual([2, 3, 4, 5, 6]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageButtons(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(12, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('pageOffset', () => {
  it('maps a page to its start offset', () => {
    expect([1, 2, 6].map(pageOffset)).toEqual([0, 20, 100]);
  });
});
