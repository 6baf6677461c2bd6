/**
 * Starts the first screen's API read (lib/first-read.ts). The production build bundles this module on
 * its own and writes it into index.html as an inline script (first-read-plugin.ts): the read leaves in
 * a task of its own right after the parser's (a timer), while the app's scripts are still downloading;
 * the parser's task, which sends those scripts' requests, ends without waiting for it (Web Crypto,
 * storage, fetch: docs/decisions/0022). On a page written at build time (decision 0020) it waits for
 * the first paint, as the app's scripts do there (lib/prerendered-start.ts), so the HTML and its
 * stylesheets paint with the whole connection. Development skips it: the page's own call then goes to
 * the network.
 */
import { apiBaseUrlOf } from './lib/env.ts';
import { startFirstRead } from './lib/first-read.ts';
import { PRERENDERED_START_FALLBACK_MS } from './lib/prerendered-start.ts';
import { storedToken } from './lib/storage.ts';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  startFirstRead(window.location.pathname, apiBaseUrlOf(import.meta.env), storedToken());
};

if (!document.documentElement.hasAttribute('data-prerendered') || document.visibilityState === 'hidden') {
  setTimeout(start, 0);
} else {
  // The read starts in a task of its own, posted from the paint callback (a message, not a timer: a
  // paused test clock holds timers), rather than inside the callback's task beside the route preload
  // script's, which also runs at that paint (route-preload-plugin.ts).
  const channel = new MessageChannel();
  channel.port1.onmessage = start;
  new PerformanceObserver(() => channel.port2.postMessage(null)).observe({ type: 'paint', buffered: true });
  setTimeout(start, PRERENDERED_START_FALLBACK_MS);
}
