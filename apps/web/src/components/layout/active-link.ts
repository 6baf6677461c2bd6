/** Which header link or menu holds the current page, for `aria-current`. */
import type { NavLink } from '@lwl/schemas';

/** '/mentors/' and '/mentors' are the same page. */
const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function isCurrentPath(to: string, pathname: string): boolean {
  return trimSlash(to) === trimSlash(pathname);
}

/** True when one of a menu's app links is the current page. */
export function menuHoldsPath(links: readonly NavLink[], pathname: string): boolean {
  return links.some((link) => 'to' in link && isCurrentPath(link.to, pathname));
}
