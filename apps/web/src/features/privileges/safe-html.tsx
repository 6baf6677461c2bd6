/** HTML from the API (category descriptions, offer description and code), sanitised with DOMPurify. */
import DOMPurify from 'dompurify';
import type { HTMLAttributes } from 'react';

export function SafeHtml({
  html,
  ...attributes
}: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
