/**
 * The event description, sanitised before it is rendered (null until DOMPurify has loaded, never the
 * raw HTML).
 */
import { useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type SanitizedHtml } from '../../lib/sanitize.ts';

export function useSanitizedHtml(html: string): SanitizedHtml | null {
  // Clean at once when the sanitiser is already here: the description renders with the page.
  const [clean, setClean] = useState<{ source: string; html: SanitizedHtml } | null>(() => {
    const sanitize = loadedSanitizer();
    return sanitize ? { source: html, html: sanitize(html) } : null;
  });
  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setClean({ source: html, html: sanitize(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return clean?.source === html ? clean.html : null;
}
