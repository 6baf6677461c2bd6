/**
 * The event description, sanitised before it is rendered (null until DOMPurify has loaded, never the
 * raw HTML).
 */
import { useEffect, useState } from 'react';
import { loadSanitizer, type SanitizedHtml } from '../../lib/sanitize.ts';

export function useSanitizedHtml(html: string): SanitizedHtml | null {
  const [clean, setClean] = useState<{ source: string; html: SanitizedHtml } | null>(null);
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
