/**
 * HTML from the API (category descriptions, offer description and code), sanitised with DOMPurify at
 * render. The load actors fetch DOMPurify beside their request (use-partner-offers.ts), so it is there
 * when their answer renders; until then the element stays empty, never raw.
 */
import { type HTMLAttributes, useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer } from '../../lib/sanitize.ts';

function useSanitizer() {
  const [sanitize, setSanitize] = useState(loadedSanitizer);
  useEffect(() => {
    if (!sanitize) void loadSanitizer().then((loaded) => setSanitize(() => loaded));
  }, [sanitize]);
  return sanitize;
}

export function SafeHtml({
  html,
  ...attributes
}: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  const sanitize = useSanitizer();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
    <div {...attributes} dangerouslySetInnerHTML={sanitize ? { __html: sanitize(html) } : undefined} />
  );
}
