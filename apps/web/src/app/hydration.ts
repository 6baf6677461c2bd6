/**
 * True while React renders a page written at build time (on the server, and in the browser while it
 * hydrates that page); false afterwards, and from the start where the app renders alone. What the
 * build cannot know (who is signed in, the calls in flight) or should not wait for (sections loaded on
 * a visitor's intent) renders as the server wrote it while this is true; React then renders again with
 * the real values, so the hydrated markup always matches the written one.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
