import { describe, expect, it } from 'vitest';
import {
  adjacentPages,
  clampPage,
  MAX_PAGE_PARAM,
  pageButtons,
  pageCount,
  pageOffset,
  pageParam,
  pageQuery,
  parsePageParam,
} from './paging-rules.ts';

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

describe('parsePageParam', () => {
  it('reads a page number from the address', () => {
    expect(['1', '2', '3', '03', '50'].map(parsePageParam)).toEqual([1, 2, 3, 3, 50]);
  });

  it('reads anything that is not a whole number from 1 as page 1', () => {
    for (const junk of [null, '', 'abc', '0', '00', '-2', '2.5', '1e3', ' 3', '3 ', '+3', '0x10', '٣']) {
      expect(parsePageParam(junk), String(junk)).toBe(1);
    }
  });

  it('keeps a page beyond any directory a whole number the API takes as an offset', () => {
    expect(parsePageParam('999')).toBe(999);
    expect(parsePageParam('99999999999999999999999')).toBe(MAX_PAGE_PARAM);
    expect(String(pageOffset(MAX_PAGE_PARAM))).toMatch(/^\d+$/);
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1 … the page count', () => {
    expect(clampPage(3, 7)).toBe(3);
    expect(clampPage(999, 7)).toBe(7);
    expect(clampPage(0, 7)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('pageQuery and pageParam', () => {
  it('gives page 1 the plain address and every other page ?page=n', () => {
    expect([1, 2, 7].map(pageQuery)).toEqual(['', '?page=2', '?page=7']);
    expect([1, 2, 7].map(pageParam)).toEqual([null, '2', '7']);
  });

  it('reads back the page it writes', () => {
    for (const page of [1, 2, 7, 50]) expect(parsePageParam(pageParam(page))).toBe(page);
  });
});

describe('adjacentPages', () => {
  it('has no Previous on the first page and no Next on the last', () => {
    expect(adjacentPages(1, 7)).toEqual({ previous: null, next: 2 });
    expect(adjacentPages(4, 7)).toEqual({ previous: 3, next: 5 });
    expect(adjacentPages(7, 7)).toEqual({ previous: 6, next: null });
    expect(adjacentPages(1, 1)).toEqual({ previous: null, next: null });
  });
});
