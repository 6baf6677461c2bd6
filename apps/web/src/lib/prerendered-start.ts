/**
 * On a page written at build time (docs/decisions/0020) the app's scripts and the first read start at
 * the first paint, or after this long without one. Read by the route preload script's generator
 * (route-preload-plugin.ts) and by the inline first read (first-read-start.ts).
 */
export const PRERENDERED_START_FALLBACK_MS = 1_000;
