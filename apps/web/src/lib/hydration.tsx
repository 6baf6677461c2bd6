/**
 * True while React renders a page written at build time (on the server, and in the browser while it
 * hydrates that page); false afterwards, and from the start where the app renders alone. What the
 * build cannot know (who is signed in, the calls in flight) or should not wait for (sections loaded on
 * a visitor's intent) renders as the server wrote it while this is true; React then renders again with
 * the real values, so the hydrated markup always matches the written one.
 *
 * That second render is a transition. A component must not switch on this to something that suspends
 * until an action of the visitor's (the header's menus wait for her to reach for them, header.tsx): a
 * Suspense boundary already on screen keeps its content in a transition and holds the whole switch,
 * every reader's, until the code arrives.
 */
import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';

/** The server renders written pages; in the browser, main.tsx says when it hydrates one. */
let hydratingRoot = typeof document === 'undefined';

/** Called by main.tsx before it hydrates a written page. */
export function willHydrate(): void {
  hydratingRoot = true;
}

const HydratingContext = createContext(false);

export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrating, setHydrating] = useState(() => hydratingRoot);
  useEffect(() => {
    hydratingRoot = false;
    // A transition, and a context: only the components that read it render again, in slices that
    // yield to the browser (a store's change would re-render the tree under each reader in one task).
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return <HydratingContext value={hydrating}>{children}</HydratingContext>;
}

export function useHydrating(): boolean {
  return use(HydratingContext);
}
