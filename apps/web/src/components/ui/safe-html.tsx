/**
 * HTML from the API (an event's description, partner categories, an offer and its code), sanitised at
 * render: by the browser's own sanitiser where it has one, straight into the element; elsewhere with
 * DOMPurify, which the load actors fetch beside their request (`sanitizerReady`), so it is usually
 * there when the answer renders. Until then the element stays empty, never raw.
 */
import { type HTMLAttributes, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadedSanitizer, loadSanitizer, sanitizesNatively, setSanitizedHtml } from '../../lib/sanitize.ts';

type Attributes = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>;

export function SafeHtml({ html, ...attributes }: { html: string } & Attributes) {
  return sanitizesNatively() ? (
    <NativeSafeHtml html={html} {...attributes} />
  ) : (
    <PurifiedHtml html={html} {...attributes} />
  );
}

function NativeSafeHtml({ html, ...attributes }: { html: string } & Attributes) {
  const element = useRef<HTMLDivElement>(null);
  // Before paint: the element never shows empty once the HTML is here. React renders no children into
  // it, so it leaves what the sanitiser put there alone.
  useLayoutEffect(() => {
    if (element.current) setSanitizedHtml(element.current, html);
  }, [html]);
  return <div ref={element} {...attributes} />;
}

function PurifiedHtml({ html, ...attributes }: { html: string } & Attributes) {
  const [sanitize, setSanitize] = useState(loadedSanitizer);
  useEffect(() => {
    if (!sanitize) void loadSanitizer().then((loaded) => setSanitize(() => loaded));
  }, [sanitize]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify's output only
    <div {...attributes} dangerouslySetInnerHTML={sanitize ? { __html: sanitize(html) } : undefined} />
  );
}
