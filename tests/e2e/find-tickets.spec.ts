/**
 * 'Find my tickets': a guest who lost her ticket e-mail reaches /ticket's 'Send my links again' form from
 * the header's account area, the footer, the login page and every event page, at 390 and 1280 px.
 */
import { FIND_TICKETS_LINK, orderLinkTexts, ticketTexts } from '@lwl/schemas';
import type { Locator, Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { appInControl } from '../support/app-ready.ts';
import { expectAccessible } from '../support/axe.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const EVENT = '/event/women-in-leadership-summit';

/** The page's own link (not the header's nor the footer's): the login page's and the events banner's. */
const inMain = (page: Page) => page.getByRole('main').getByRole('link', { name: FIND_TICKETS_LINK.label });
const inFooter = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: FIND_TICKETS_LINK.label });
const inHeader = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: FIND_TICKETS_LINK.label });

/** Following the link lands on the recovery form, in view, its e-mail field ready. */
async function followsToTheForm(page: Page, link: Locator) {
  await link.click();
  await expect(page).toHaveURL(/\/ticket#find-tickets$/);
  const form = page.getByRole('region', { name: orderLinkTexts.resendTitle });
  await expect(form.getByLabel(orderLinkTexts.email)).toBeVisible();
  await expect(form.getByRole('button', { name: orderLinkTexts.resendSubmit })).toBeInViewport();
}

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('the header, the footer and the login page lead a guest to Send my links again', async ({
      page,
    }) => {
      await page.goto('/login');
      await appInControl(page);
      if (width === 390) {
        // Behind the menu button on a phone, beside Login.
        await expect(inHeader(page)).toBeHidden();
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(inHeader(page)).toBeVisible();
        await expectAccessible(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'the open menu scrolls sideways').toBeLessThanOrEqual(0);
      }
      await followsToTheForm(page, inHeader(page));
      await expectAccessible(page);

      await page.goto('/login');
      await followsToTheForm(page, inMain(page));

      await page.goto('/login');
      await followsToTheForm(page, inFooter(page));
    });

    test('every event page leads there: an event, the upcoming list, the past list', async ({ page }) => {
      for (const path of [EVENT, '/upcoming-events', '/past-events']) {
        await page.goto(path);
        await expect(inMain(page), path).toBeVisible();
        await followsToTheForm(page, inMain(page));
      }
    });

    test("a member's header keeps Account alone; the footer's link opens her tickets", async ({
      page,
      request,
    }) => {
      await signInByApi(page, request, TITAN);
      await page.goto('/upcoming-events');
      await appInControl(page);
      if (width === 390) await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
      await expect(inHeader(page)).toHaveCount(0);
      await inFooter(page).click();
      await expect(page.getByRole('heading', { level: 1, name: ticketTexts.listTitle })).toBeVisible();
    });
  });
}
