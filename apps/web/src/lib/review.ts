/**
 * The review build (`vite build --mode review`, apps/review): the app, its mock in a service worker
 * and the Flow Studio in one folder of static files, served from any address.
 */
export const REVIEW = import.meta.env.MODE === 'review';

/**
 * The folder's address, wherever it is served: this module is bundled into a chunk in the folder's
 * `assets/`, so the folder is that chunk's parent.
 */
export const reviewBase = (): URL => new URL(/* @vite-ignore */ '../', import.meta.url);

/** The router's basename under that address ('' at a host's root, '/some/prefix' under a prefix). */
const reviewBasename = (): string => reviewBase().pathname.replace(/\/$/, '');

/** The app's basename: the review folder's path, else none (the app at its host's root). */
export const appBasename = (): string => (REVIEW ? reviewBasename() : '');

/** The address bar's location as the router sees it: the basename taken off the path. */
export function appLocation(): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = window.location;
  const basename = appBasename();
  const inApp = basename !== '' && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return { pathname: inApp === '' ? '/' : inApp, search, hash };
}
