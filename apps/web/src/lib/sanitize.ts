/**
 * HTML from the API, sanitised with DOMPurify before it reaches the page. DOMPurify (11 kB gzip) is
 * imported on demand — by a load actor beside its request, or by `useSanitizedHtml` — so it stays out
 * of every route's first-load JavaScript. The branded type lets only sanitised strings into `RichText`.
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
