/**
 * The production HTML's inline script (route-start-plugin.ts compiles the route table's part in as
 * LWL_ROUTE_STARTS): for the page at the address, preloads its chunks and stylesheets and starts its
 * first screen's API read (lib/first-read.ts) while the app's own scripts download, in a task after the
 * parser's, which sends the entry's requests first. On a page written at build time
 * (`<html data-prerendered>`, scripts/prerender.ts) it does so after the first paint, and starts the
 * app's scripts, written inert, then too (docs/decisions/0030). Development skips it.
 */
import { apiBaseUrlOf } from './lib/env.ts';
import { fillFirstRead, startFirstRead } from './lib/first-read.ts';
import { storedToken } from './lib/storage.ts';

/** What the script knows: chunk files, and per route [pattern, indexes into files, first read]. */
export interface RouteStarts {
  base: string;
  files: string[];
  routes: [string, number[], string?][];
}

declare const LWL_ROUTE_STARTS: RouteStarts;

/** Without paint timing, a written page starts after this long (decision 0030: a paint can show late). */
const FALLBACK_MS = 3_000;

function add(tag: 'link' | 'script', attributes: Record<string, string>) {
  const element = Object.assign(document.createElement(tag), attributes, { crossOrigin: '' });
  document.head.append(element);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  const { base, files, routes } = LWL_ROUTE_STARTS;
  for (const element of document.querySelectorAll('[data-deferred]')) {
    const url = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
    add(
      element.tagName === 'SCRIPT' ? 'script' : 'link',
      element.tagName === 'SCRIPT' ? { type: 'module', src: url } : { rel: 'modulepreload', href: url },
    );
  }
  for (const [pattern, indexes, firstRead] of routes) {
    const match = new RegExp(pattern, 'i').exec(window.location.pathname);
    if (!match) continue;
    for (const file of indexes.map((index) => base + files[index])) {
      add(
        'link',
        file.endsWith('.css')
          ? { rel: 'preload', as: 'style', href: file }
          : { rel: 'modulepreload', href: file },
      );
    }
    const apiPath = firstRead && fillFirstRead(firstRead, match.groups ?? {});
    if (apiPath) startFirstRead(apiPath, apiBaseUrlOf(import.meta.env), storedToken());
    return;
  }
}

if (!document.documentElement.hasAttribute('data-prerendered') || document.visibilityState === 'hidden') {
  setTimeout(start, 0);
} else {
  // A message from the paint callback, not a timer: a paused test clock (Playwright's) holds timers.
  const channel = new MessageChannel();
  channel.port1.onmessage = start;
  new PerformanceObserver(() => channel.port2.postMessage(0)).observe({ type: 'paint', buffered: true });
  setTimeout(start, FALLBACK_MS);
}
