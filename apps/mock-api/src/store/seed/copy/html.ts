/** Escapes hand-written text for the HTML fields it is put into ('Ali & Associates'). */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
