/**
 * The whole app around a router: the browser's (main.tsx) or the build's static one for a page written
 * at build time (prerender-entry.tsx), so both render the same tree and the browser can hydrate it.
 */
import { SESSION_STORAGE_KEYS } from '@lwl/machines';
import { type ReactNode, StrictMode, useLayoutEffect } from 'react';
import { HydrationProvider } from '../lib/hydration.tsx';
import { actorOptions } from '../lib/inspect.ts';
import { readStorage } from '../lib/storage.ts';
import { SessionContext } from '../session/session-context.ts';

/** A written page is inert until the app has taken it over (scripts/prerender.ts). */
function TakenOver() {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('data-prerendered');
  }, []);
  return null;
}

// StrictMode's dev remount stops and restores every machine mid-request: the app's calls are
// `fromRequest` actors (@lwl/machines), whose aborted run leaves the answer to the restarted one.
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <HydrationProvider>
        <SessionContext.Provider
          options={{ ...actorOptions(), input: { stored: readStorage(SESSION_STORAGE_KEYS) } }}
        >
          {router}
          <TakenOver />
        </SessionContext.Provider>
      </HydrationProvider>
    </StrictMode>
  );
}
