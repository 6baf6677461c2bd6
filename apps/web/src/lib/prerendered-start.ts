/**
 * On a page written at build time (docs/decisions/0020) the app's scripts and the first read start at
 * the first paint: at once if the page is hidden (a tab opened in the background paints nothing), or
 * after this long without a paint (a browser without paint timing). The paint observer fires when the
 * frame is on screen, which can be a second after it was drawn (Chromium, seen in Lighthouse's traces):
 * a 1 s fallback fired first in about one run of three and downloaded the app while the page was not
 * yet shown (docs/decisions/0020, addendum). Read by the route preload script's generator
 * (route-preload-plugin.ts) and by the inline first read (first-read-start.ts).
 */
export const PRERENDERED_START_FALLBACK_MS = 3_000;
