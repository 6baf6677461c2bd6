/** The Pay Now buttons bring the packages section into view and move focus to its heading. */
export const PACKAGES_SECTION_ID = 'venture-packages';
export const PACKAGES_HEADING_ID = 'venture-packages-title';

export function scrollToPackages(): void {
  const section = document.getElementById(PACKAGES_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(PACKAGES_HEADING_ID)?.focus({ preventScroll: true });
}
