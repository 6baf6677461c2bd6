/**
 * HTML from the API, sanitised with DOMPurify before it reaches the page. DOMPurify (11 kB gzip) is
 * imported on demand — by a load actor beside its request, or by `useSanitizedHtml` — so it stays out
 * of every route's first-load JavaScript. The branded type lets only sanitised strings into `RichText`.
 */
export type SanitizedHtml = string & { readonly __sanitized: true };

export async function loadSanitizer(): Promise<(html: string) => SanitizedHtml> {
  const { default: DOMPurify } = await import('dompurify');
  return (html) => DOMPurify.sanitize(html) as SanitizedHtml;
}
