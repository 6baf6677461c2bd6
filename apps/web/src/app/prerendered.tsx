/**
 * The hand-over from a page written at build time (scripts/prerender.ts) to the app. The written page
 * stays on screen, inert, until its route's page has loaded (`prepareRoute`, app/route-pages.ts); the
 * app then renders over it as a transition (in slices, so the phone stays responsive), replaces it in one commit (same markup, so
 * nothing moves) and only then takes input. A lazy section on the written screen would commit as its
 * fallback: such pages stay off the list in scripts/prerender.ts.
 */
import { type ReactNode, startTransition, useLayoutEffect } from 'react';
import type { Root } from 'react-dom/client';

function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/** Renders `app` over the written page, then lets the page take input. */
export function takeOver(container: HTMLElement, root: Root, app: ReactNode): void {
  const release = () => {
    container.removeAttribute('inert');
    container.removeAttribute('data-prerendered');
  };
  startTransition(() =>
    root.render(
      <>
        {app}
        <Committed onCommit={release} />
      </>,
    ),
  );
}
