import { MAX_PAGE_BUTTONS, MEMBERS_PAGE_SIZE } from '@lwl/schemas';

/** Pages of the member directory: total divided by 20, rounded up (platform.md §9). */
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
