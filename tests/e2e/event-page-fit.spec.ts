/**
 * The event page at the edges of its layout: 200 % text on a 390 px phone keeps each plan's name, price
 * and quantity inside its card, and a 195 px screen does not scroll sideways. A Titan member's page
 * opens on her tier's row.
 */
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const EVENT = '/event/women-in-leadership-summit';

async function openEvent(page: Page) {
  await page.goto(EVENT);
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every plan card's boxes that reach past its own edges (none when its content wraps inside it). */
const outsideTheirCard = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.plan-row')].flatMap((card) => {
      const edge = card.getBoundingClientRect();
      return [...card.querySelectorAll('*')]
        .filter((inner) => {
          const box = inner.getBoundingClientRect();
          return box.width > 0 && (box.right > edge.right + 0.5 || box.left < edge.left - 0.5);
        })
        .map((inner) => `${card.textContent?.trim().slice(0, 20)}: ${inner.className || inner.tagName}`);
    }),
  );

test.describe('at 390 px with 200 % text', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each plan's name, price and quantity stay inside its card; nothing scrolls sideways", async ({
    page,
  }) => {
    await openEvent(page);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const rows = page.locator('.plan-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await outsideTheirCard(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'aside');
  });
});

test.describe('at 195 px', () => {
  test.use({ viewport: { width: 195, height: 700 } });

  test('the event page does not scroll sideways', async ({ page }) => {
    await openEvent(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await outsideTheirCard(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

test("a Titan member's event page opens on the Titan row", async ({ page, request }) => {
  await signInByApi(page, request, TITAN);
  await openEvent(page);
  await expect(page.getByRole('radio', { name: /^Titan/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Quantity for Titan' })).toHaveValue('0');
});
