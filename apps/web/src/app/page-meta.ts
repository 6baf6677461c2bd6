/**
 * The document's title and meta description, from the one table in packages/schemas (PAGE_META).
 * Pages named after a record (an event, a mentor) or showing a section (the account area's tabs)
 * hand the name up with `usePageName`; the root layout writes the head.
 */
import { DEFAULT_PAGE_META, PAGE_META, type PageMeta, recordTitle } from '@lwl/schemas';
import { createContext, useContext, useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

const PATTERNS = Object.keys(PAGE_META) as (keyof typeof PAGE_META)[];

/** The table's entry for a location's path ('/event/x' → the '/event/:id' entry). */
export function pageMetaFor(pathname: string): PageMeta {
  const pattern = PATTERNS.find((candidate) => matchPath(candidate, pathname) !== null);
  return pattern ? PAGE_META[pattern] : DEFAULT_PAGE_META;
}

/** A page's name for the current path, set by the page once it knows it. */
export interface PageName {
  readonly pathname: string;
  readonly name: string;
}

export const PageNameContext = createContext<(name: PageName) => void>(() => {});

/** Titles the current page after a record or section ('Women in Leadership Summit · LWL'). */
export function usePageName(name: string | undefined): void {
  const setName = useContext(PageNameContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (name) setName({ pathname, name });
  }, [name, pathname, setName]);
}

/** Writes the title and description; a page's name counts only on the path that set it. */
export function useDocumentMeta(pathname: string, named: PageName | null): void {
  const meta = pageMetaFor(pathname);
  const title = named && named.pathname === pathname ? recordTitle(named.name) : meta.title;
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [title, meta.description]);
}
