/**
 * Settles once the first page is on screen with its data: its route has rendered, no API call is in
 * flight and a frame has been painted since. What the page does not need for that (the header's
 * menus, the toaster, a form's zod schemas) waits for it, so that on a slow connection those chunks
 * do not compete with the page's own chunks, data and images. Reaching for the menus starts them at
 * once (`loadNow`), and a call that never ends holds nothing back longer than MAX_WAIT_MS.
 */
import { pendingRequests } from './pending-requests.ts';

const MAX_WAIT_MS = 4_000;

let settle: () => void = () => {};
export const pageLoaded = new Promise<void>((resolve) => {
  settle = resolve;
});

let watching = false;

/** Called once the first route has rendered. */
export function watchFirstPage(): void {
  if (watching) return;
  watching = true;
  // Also the way out when frames stop (a background tab).
  setTimeout(settle, MAX_WAIT_MS);
  let unsubscribe = () => {};
  const check = () => {
    if (pendingRequests.getSnapshot() > 0) return;
    unsubscribe();
    // The answer is read, parsed and rendered after the call settles: two frames later it is painted.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settle, 0)));
  };
  unsubscribe = pendingRequests.subscribe(check);
  check();
}

/** Starts whatever waits for the page at once (the user is reaching for it). */
export function loadNow(): void {
  settle();
}

/** `load` once the page has loaded (lib/deferred, lazy components). */
export const afterPageLoad =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    pageLoaded.then(load);
