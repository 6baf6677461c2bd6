/**
 * Every dialog of the site opened on a 360 px phone: it fits the screen, its submit button can be
 * reached (scrolled into view inside the dialog), it keeps clear of the toasts' band, and opening it logs no
 * console error, uncaught error or failed request.
 */
import { refundTexts } from '@lwl/schemas';
import type { Locator, Page } from '@playwright/test';
import { MAVERICK, TITAN } from '../support/accounts.ts';
import { OPEN_MENTOR } from '../support/benefit-pages.ts';
import { choosePlan, openEvent } from '../support/checkout.ts';
import { type PageProblems, recordProblems, settled, signInByStorage } from '../support/hardening.ts';
import { expect, test } from '../support/test.ts';
import { openBooking, openVentureVault } from '../support/venture.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The toasts' bands a dialog keeps clear of, in px: under the header, or on a phone at the bottom. */
async function toastBands(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const measure = (value: string) => {
      const probe = document.createElement('div');
      probe.style.height = value;
      document.body.append(probe);
      const height = probe.getBoundingClientRect().height;
      probe.remove();
      return height;
    };
    return { top: measure('var(--dialog-clear-top)'), bottom: measure('var(--dialog-clear-bottom)') };
  });
}

/** The dialog lies inside the screen, and its button can be scrolled to and pressed. */
async function expectUsable(page: Page, dialog: Locator, button: Locator, problems: PageProblems) {
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const screen = page.viewportSize();
  expect(box && screen).toBeTruthy();
  if (box && screen) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    // Clear of the bands where toasts appear (styles/tokens.css): on a phone, the bottom one.
    const bands = await toastBands(page);
    expect(bands.bottom).toBeGreaterThan(0);
    expect(box.y).toBeGreaterThanOrEqual(bands.top);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height - bands.bottom);
  }
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  const target = await button.boundingBox();
  // Whole (to a pixel's rounding) inside the screen and inside the dialog that clips it.
  if (target && box && screen) {
    expect(target.y + target.height).toBeLessThanOrEqual(Math.min(screen.height, box.y + box.height) + 1);
    expect(target.y).toBeGreaterThanOrEqual(box.y - 1);
  }
  await settled(problems);
  expect(problems.lines).toEqual([]);
}

test('event: a guest’s Personal Details', async ({ page }) => {
  const problems = recordProblems(page);
  await openEvent(page, 'women-in-leadership-summit');
  await choosePlan(page, 'Non Member', '2');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expectUsable(page, dialog, dialog.getByRole('button', { name: 'Pay Now' }), problems);
});

test('event: a member’s Apply Coupon', async ({ page, request }) => {
  await signInByStorage(page, request, TITAN);
  const problems = recordProblems(page);
  await openEvent(page, 'mindful-leadership-retreat');
  await choosePlan(page, 'Titan', '1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await expectUsable(page, dialog, dialog.getByRole('button', { name: 'Pay Now' }), problems);
});

test('mentor: Book A Free Session and a member’s Pay Now', async ({ page, request }) => {
  await signInByStorage(page, request, TITAN);
  const problems = recordProblems(page);
  await page.goto(`/mentors-details/${OPEN_MENTOR.slug}`);
  await page.getByRole('button', { name: 'Book A Free Session' }).click();
  const free = page.getByRole('dialog', { name: 'Book A Free Session' });
  await expectUsable(page, free, free.getByRole('button', { name: 'Book A Free Session' }), problems);
  await page.keyboard.press('Escape');
  await expect(free).toBeHidden();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const pay = page.getByRole('dialog');
  await expectUsable(page, pay, pay.getByRole('button', { name: 'Pay Now' }), problems);
});

test('packages: a guest’s Personal Details', async ({ page }) => {
  const problems = recordProblems(page);
  await page.goto('/packages');
  await page.getByRole('article').first().getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expectUsable(page, dialog, dialog.getByRole('button', { name: 'Pay Now' }), problems);
});

test('Venture Vault: Book Your Pass', async ({ page }) => {
  const problems = recordProblems(page);
  await openVentureVault(page);
  const dialog = await openBooking(page, 'Individual');
  await expectUsable(page, dialog, dialog.getByRole('button', { name: 'Pay Now' }), problems);
});

test('privileges: an offer’s detail', async ({ page, request }) => {
  await signInByStorage(page, request, MAVERICK);
  const problems = recordProblems(page);
  await page.goto('/lwl-privileges');
  await page.getByRole('button', { name: / logo/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Offer code')).toBeVisible();
  await expectUsable(page, dialog, dialog.getByRole('button', { name: 'Close' }), problems);
});

test('account: the refund confirmation', async ({ page, request }) => {
  await signInByStorage(page, request, TITAN);
  const problems = recordProblems(page);
  await page.goto('/profile?section=events');
  await page
    .getByRole('button', { name: /^Request refund for / })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog');
  await expectUsable(page, dialog, dialog.getByRole('button', { name: refundTexts.confirm }), problems);
  await dialog.getByRole('button', { name: refundTexts.cancel }).click();
});
