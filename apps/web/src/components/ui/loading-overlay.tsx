/**
 * The full-screen loader overlay shown while API calls or route chunks load (docs/product-rules.md, "Pages";
 * both counted by lib/pending-requests.ts). It
 * blocks the page; it fades in after a short delay (CSS) so fast answers do not flash.
 */
import { useSyncExternalStore } from 'react';
import { pendingRequests } from '../../lib/pending-requests.ts';
import './loading-overlay.css';

export function LoadingOverlay({ force = false }: { force?: boolean }) {
  // None in a page written at build time: it shows what a visitor sees before any call is made.
  const inFlight = useSyncExternalStore(pendingRequests.subscribe, pendingRequests.getSnapshot, () => 0);
  const busy = force || inFlight > 0;
  if (!busy) return null;
  return <LoaderScreen />;
}

/** `message`: said under the spinner (and to a screen reader) while the wait is one a person should read about. */
export function LoaderScreen({ message }: { message?: string } = {}) {
  return (
    <div
      className="loading-overlay"
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={message ?? 'Loading'}
    >
      <span className="loading-spinner" aria-hidden="true" />
      {message ? (
        <span className="loading-message">{message}</span>
      ) : (
        <span className="visually-hidden">Loading…</span>
      )}
    </div>
  );
}
