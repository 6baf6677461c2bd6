/**
 * HTML from the API, sanitised before it reaches the page: by the browser where it can (`SafeHtml`
 * with `setSanitizedHtml` below), else with DOMPurify (11 kB gzip), imported on demand — by a load
 * actor beside its request, or by `SafeHtml` — so it stays out of every route's first-load JavaScript.
 * The branded type lets only DOMPurify's strings into `RichText`.
 */
export type SanitizedHtml = string & { readonly __sanitized: true };

export type Sanitizer = (html: string) => SanitizedHtml;

let loaded: Sanitizer | undefined;

export async function loadSanitizer(): Promise<Sanitizer> {
  if (loaded) return loaded;
  const { default: DOMPurify } = await import('dompurify');
  loaded = (html) => DOMPurify.sanitize(html) as SanitizedHtml;
  return loaded;
}

/** The sanitiser if `loadSanitizer` has already loaded it (for a synchronous render). */
export const loadedSanitizer = (): Sanitizer | undefined => loaded;

/** `setHTML` (the HTML Sanitizer API) is newer than TypeScript's DOM library. */
interface SetHtmlElement extends Element {
  setHTML(html: string, options?: { sanitizer?: Record<string, never> }): void;
}

/**
 * Puts API HTML into `element` through the browser's own sanitiser (`Element.setHTML`, the HTML
 * Sanitizer API), synchronously and with nothing to download; false when the browser has none. The
 * markup goes straight into the element: serialising the sanitised tree and parsing it again could
 * mutate it into something unsafe (mutation XSS), so this never returns a string. An empty
 * configuration: the safe mode still removes everything that can run script, and the rest of the
 * markup stays, as with DOMPurify's defaults (the default list would also drop images and classes).
 */
export function setSanitizedHtml(element: Element, html: string): boolean {
  if (!('setHTML' in element)) return false;
  (element as SetHtmlElement).setHTML(html, { sanitizer: {} });
  return true;
}

/** Whether this browser sanitises natively (then DOMPurify is never needed). */
export const sanitizesNatively = (): boolean =>
  typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

/** Settles once `SafeHtml` can render at once: DOMPurify loaded where the browser cannot sanitise. */
export async function sanitizerReady(): Promise<void> {
  if (!sanitizesNatively()) await loadSanitizer();
}
