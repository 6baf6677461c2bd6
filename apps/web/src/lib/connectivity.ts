/**
 * The browser's connection for the machines: the shell's connectivity machine watches the window's
 * `online` / `offline` events (`watchConnection`) and, on a return from offline, `announceReconnect`
 * hands `connection.restored` to every page machine listening (`useRetryOnReconnect`): a page whose
 * load failed loads again. Whether a machine acts on it is its own rule (only its failed states do).
 */
import type { ConnectivityEvent } from '@lwl/machines';
import { useEffect } from 'react';
import { fromCallback } from 'xstate';

const listeners = new Set<() => void>();

export function announceReconnect(): void {
  for (const listener of [...listeners]) listener();
}

/** Sends `connection.restored` to a page's machine each time the browser comes back online. */
export function useRetryOnReconnect(send: (event: { type: 'connection.restored' }) => void): void {
  useEffect(() => {
    const listener = () => send({ type: 'connection.restored' });
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [send]);
}

/** The window's `online` / `offline` events as the connectivity machine's events. */
export const watchBrowserConnection = fromCallback<ConnectivityEvent>(({ sendBack }) => {
  const lost = () => sendBack({ type: 'connection.lost' });
  const restored = () => sendBack({ type: 'connection.restored' });
  window.addEventListener('offline', lost);
  window.addEventListener('online', restored);
  // The page may have started without a connection (its files came from the cache).
  if (!navigator.onLine) lost();
  return () => {
    window.removeEventListener('offline', lost);
    window.removeEventListener('online', restored);
  };
});
