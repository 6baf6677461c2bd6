import type { SanitizedHtml } from '../../lib/sanitize.ts';

/** Renders HTML that went through `loadSanitizer` (the type admits nothing else). */
export function RichText({ html, className }: { html: SanitizedHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the type only admits DOMPurify's output
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
