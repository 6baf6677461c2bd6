import { DEFAULT_PAGE_META, PAGE_META, recordTitle, searchResultsName } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { pageMetaFor } from './page-meta.ts';
import { routes } from './routes.ts';

const routePaths = routes.map((route) => route.path).filter((path) => path !== '*');

/** Routes that are the same page under two paths. */
const ALIASES: Record<string, string> = { '/global-new': '/global-membership', '/uae': '/uae-memberships' };

describe('PAGE_META', () => {
  it('has a title and a description for every route of the table, and no entry without a route', () => {
    expect(Object.keys(PAGE_META).sort()).toEqual([...routePaths].sort());
    for (const meta of Object.values(PAGE_META)) {
      expect(meta.title.trim()).not.toBe('');
      expect(meta.description.length).toBeGreaterThan(10);
    }
  });

  it('gives every page its own title, except the specs’ aliases of one page', () => {
    const byTitle = new Map<string, string[]>();
    for (const [path, meta] of Object.entries(PAGE_META))
      byTitle.set(meta.title, [...(byTitle.get(meta.title) ?? []), path]);
    const shared = [...byTitle.values()].filter((paths) => paths.length > 1).map((paths) => paths.sort());
    expect(shared).toEqual(Object.entries(ALIASES).map(([alias, page]) => [page, alias].sort()));
  });
});

describe('pageMetaFor', () => {
  it('finds parameter routes and tolerates a trailing slash', () => {
    expect(pageMetaFor('/event/women-in-leadership-summit')).toBe(PAGE_META['/event/:id']);
    expect(pageMetaFor('/mentors/')).toBe(PAGE_META['/mentors']);
    expect(pageMetaFor('/')).toBe(PAGE_META['/']);
  });

  it('falls back to the site title outside the table', () => {
    expect(pageMetaFor('/no-such-page')).toBe(DEFAULT_PAGE_META);
  });
});

describe('recordTitle', () => {
  it("puts the record's name before the site name", () => {
    expect(recordTitle(' Women in Leadership Summit ')).toBe('Women in Leadership Summit · LWL');
  });
});

describe('searchResultsName', () => {
  it('names a search after its term, so two searches have two titles', () => {
    expect(recordTitle(searchResultsName(' mentor '))).toBe('Results for “mentor” · LWL');
    expect(searchResultsName('a')).not.toBe(searchResultsName('b'));
  });
});
