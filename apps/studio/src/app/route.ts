/** Hash routes (the static build works from any file server): `#/`, `#/live`, `#/{machine id}?path=…`. */
import { useSyncExternalStore } from 'react';

export interface Route {
  /** '' for the index, 'live', or a machine id. */
  view: string;
  params: URLSearchParams;
}

export function parseHash(hash: string): Route {
  const [view = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  return { view: decodeURIComponent(view), params: new URLSearchParams(query) };
}

export function hrefOf(view: string, params?: Record<string, string>): string {
  const query = params ? new URLSearchParams(params).toString() : '';
  return `#/${encodeURIComponent(view)}${query ? `?${query}` : ''}`;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}
