/**
 * Settles once the first page is on screen with its data: its route has rendered, no API call is in
 * flight and a frame has been painted since. What would compete with the page's own chunks, data and
 * images on a slow connection waits for it (an event list's images after its first card,
 * use-after-first-screen.ts); a call that never ends holds nothing back longer than MAX_WAIT_MS.
 * The header's menus, the toaster and a form's schemas wait for the action that needs them instead.
 */
import { pendingRequests } from './pending-requests.ts';

const MAX_WAIT_MS = 4_000;

let settle: () => void = () => {};
export const pageLoaded = new Promise<void>((resolve) => {
  settle = resolve;
});
// Where a tool reading the page (the JS-at-load budget, apps/web/scripts/js-at-load.ts) sees it.
void pageLoaded.then(() => globalThis.document?.documentElement.setAttribute('data-page-loaded', ''));

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

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

/** Settles at the first of INPUT_EVENTS on `target` (never without one). */
export function firstInputOn(target: EventTarget | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const name of INPUT_EVENTS) target?.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of INPUT_EVENTS) target?.addEventListener(name, done, { capture: true, passive: true });
  });
}

/**
 * Settles at the user's first input on the page (a pointer press, a key, a touch, typed text): code
 * only an action needs (a form's schemas, lib/deferred.ts) starts downloading then, not at load.
 */
export const firstInput = firstInputOn(globalThis.document);
