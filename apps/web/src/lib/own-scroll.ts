/**
 * Pages that place the scroll themselves when only their query string changes: the directory's
 * `?page=` brings its list's heading into view once the new page is there, so the app's scroll
 * restoration (app/scroll-restoration.ts) leaves such a change alone instead of jumping to the top.
 */
import { useLayoutEffect } from 'react';

const owners = new Set<string>();

/** While mounted, the page at `pathname` handles its scroll across changes of its query string. */
export function useOwnsScroll(pathname: string): void {
  useLayoutEffect(() => {
    owners.add(pathname);
    return () => {
      owners.delete(pathname);
    };
  }, [pathname]);
}

export function ownsScroll(pathname: string): boolean {
  return owners.has(pathname);
}
