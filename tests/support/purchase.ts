/**
 * Helpers of the purchase-trust tests: the order summary's total, the sandbox's amount, the receipt's
 * rows, the .ics file, and screenshots at desktop and phone widths for looking at.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';

const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/** The order summary of the open purchase dialog or form. */
export function summary(scope: Page | Locator): Locator {
  return scope.getByRole('region', { name: 'Order summary' });
}

/** The value of a row of a definition list (summary or receipt) by its term. */
export function rowValue(scope: Locator, term: string): Locator {
  return scope
    .locator('div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${term}`) }) })
    .locator('dd');
}

/** The sandbox's 'Amount: …' once it has loaded the order. */
export async function sandboxAmount(page: Page): Promise<string> {
  const amount = page.locator('#sandbox-checkout-amount');
  await expect(amount).toHaveText(/^Amount: /);
  return ((await amount.textContent()) ?? '').replace(/^Amount:\s*/, '').trim();
}

/** The receipt on a thank-you page. */
export function receipt(page: Page): Locator {
  return page.getByRole('region', { name: 'Your receipt' });
}

/** Money as the page writes it, without spaces (₹ 9,000 vs ₹9,000 vs ₹9,000.00). */
export const money = (text: string) => text.replace(/\s/g, '').replace(/\.00$/, '');

/**
 * Screenshots of the current state at 1280 and 390 px wide (to look at, when E2E_SHOTS_DIR is set),
 * with an axe scan at both widths.
 */
export async function lookAt(page: Page, name: string, include?: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page, include);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize(original);
}

/** A parsed VEVENT: its DTSTART/DTEND (UTC, as YYYYMMDDTHHMMSSZ), summary and location. */
export function parseIcs(text: string): Record<string, string> {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const event = /BEGIN:VEVENT([\s\S]*?)END:VEVENT/.exec(unfolded)?.[1];
  if (!event) throw new Error('no VEVENT in the calendar file');
  const fields: Record<string, string> = {};
  for (const line of event.split(/\r?\n/)) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) fields[match[1]] = match[2];
  }
  expect(text).toContain('BEGIN:VCALENDAR');
  return fields;
}
