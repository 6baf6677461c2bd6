import { MAX_PAGE_BUTTONS, MEMBERS_PAGE_SIZE } from '@lwl/schemas';

/** Pages of the member directory: total divided by 20, rounded up (docs/product-rules.md, "Lists and search"). */
export function pageCount(total: number): number {
  return Math.max(0, Math.ceil(total / MEMBERS_PAGE_SIZE));
}

/**
 * The page buttons: at most 5, a window around the current page, shifted inwards at both ends
 * (page 1 of 10 → 1–5, page 6 of 10 → 4–8, page 10 of 10 → 6–10). No pages, no buttons.
 */
export function pageButtons(current: number, count: number): number[] {
  if (count <= 0) return [];
  const size = Math.min(MAX_PAGE_BUTTONS, count);
  const page = Math.min(Math.max(current, 1), count);
  const first = Math.min(Math.max(page - Math.floor(MAX_PAGE_BUTTONS / 2), 1), count - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}

/** The `start` offset of a 1-based page (`GET all-members?start=&limit=20`). */
export function pageOffset(page: number): number {
  return (Math.max(page, 1) - 1) * MEMBERS_PAGE_SIZE;
}

/** The largest `?page=` value read as it is: a longer number asks for a page beyond any directory. */
export const MAX_PAGE_PARAM = 999_999_999;

/**
 * The page a `?page=` value asks for (`/all-members?page=3`): digits only, from 1 ('3' and '03' → 3).
 * Anything else — no value, '', 'abc', '0', '-2', '2.5', '1e3' — is page 1; a value over 999,999,999
 * is 999,999,999. A page beyond the last is clamped to the last once the total is known (the machine).
 */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE_PARAM);
}

/** A page inside the directory: from 1 to the page count (page 1 when there are no members). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(page, 1), Math.max(count, 1));
}

/** The `page` parameter of a page's address: none for page 1 (plain `/all-members`), 'n' otherwise. */
export function pageParam(page: number): string | null {
  return page > 1 ? String(page) : null;
}

/** The query string of a page's address: '' for page 1, `?page=n` otherwise. */
export function pageQuery(page: number): string {
  const param = pageParam(page);
  return param === null ? '' : `?page=${param}`;
}

/** The pages Previous and Next lead to, or null at either end. */
export function adjacentPages(page: number, count: number): { previous: number | null; next: number | null } {
  return { previous: page > 1 ? page - 1 : null, next: page < count ? page + 1 : null };
}
