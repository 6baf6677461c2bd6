/**
 * Layout checks of the responsive crawl (layout-widths.spec.ts and hardening-routes.spec.ts): no
 * sideways scrolling, the footer's links for a guest or a member, touch targets of at least 24 × 24
 * px (WCAG 2.2, 2.5.8) and the document title from the one title table (PAGE_META).
 */
import { PAGE_META, type PageMetaPath, recordTitle, searchResultsName } from '@lwl/schemas';
import { expect, type Page } from '@playwright/test';
import { POLL_INTERVALS } from './hardening.ts';

/** Pages titled after their record: the seeded record's name. */
const RECORD_NAMES: Partial<Record<PageMetaPath, string>> = {
  '/event/:id': 'Women in Leadership Summit',
  '/mentors-details/:id': 'Priya Sharma',
};

const PATTERNS = (Object.keys(PAGE_META) as PageMetaPath[]).map((pattern) => ({
  pattern,
  regex: new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`),
}));

/** The title the page at this URL must carry. */
function expectedTitle(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const entry = PATTERNS.find(({ regex }) => regex.test(pathname));
  if (!entry) throw new Error(`no PAGE_META entry matches ${pathname}`);
  const name = RECORD_NAMES[entry.pattern];
  if (name) return `${name} · LWL`;
  if (entry.pattern === '/profile') {
    const tab = searchParams.get('section') ?? 'account';
    return `${PROFILE_TAB_LABELS[tab]} · My Profile · LWL`;
  }
  const term = searchParams.get('search')?.trim();
  if (entry.pattern === '/globalSearch' && term) return recordTitle(searchResultsName(term));
  return PAGE_META[entry.pattern].title;
}

export const PROFILE_TAB_LABELS: Record<string, string> = {
  membership: 'Membership Details',
  events: 'Events details',
  mentors: 'Mentors details',
  account: 'Account details',
  packages: 'Package Details',
};

export async function expectLaidOut(page: Page, signedIn: boolean): Promise<void> {
  await expect.poll(() => page.title(), { intervals: POLL_INTERVALS }).toBe(expectedTitle(page.url()));
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, 'no horizontal scrolling').toBe(true);

  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  for (const name of ['Past Events', 'Membership', 'Profile'])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  if (signedIn) {
    await expect(footer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveCount(0);
  } else {
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(footer.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  }

  expect(await smallTargets(page), 'touch targets under 24 × 24 px').toEqual([]);
}

/**
 * Visible controls smaller than 24 × 24 px. Exempt as WCAG 2.5.8 allows: links inside a line of
 * text, and a checkbox or radio inside its label (the label is the target).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]',
    );
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.width >= 24 && box.height >= 24) continue;
      if (element.closest('.visually-hidden, .skip-link')) continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const label = element.labels?.[0];
        const area = label?.getBoundingClientRect();
        if (area && area.width >= 24 && area.height >= 24) continue;
      }
      const parent = element.parentElement;
      const inline = getComputedStyle(element).display === 'inline';
      const inText =
        parent !== null &&
        (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 2;
      if (element.tagName === 'A' && inline && inText) continue;
      const name = (element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30);
      found.push(
        `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return found;
  });
}
