/**
 * A tap answers before what it asked for arrives (docs/bench.md, "Taps"): each test holds the next
 * thing (the route's code, the dialog's code, the order, the sign-in) and sees the tapped card or button
 * pending (`aria-busy`) meanwhile, in the same place and size, and no longer pending once it arrived.
 */
import type { Locator, Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { choosePlan, fillBuyer, GUEST_EVENT, openEvent, sandboxDialog } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Holds every request matching `url` until `release` is called; then lets it go on to its answer. */
async function hold(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  await page.route(url, async (route) => {
    seen += 1;
    await released;
    await route.fallback();
  });
  return { release, seen: () => seen };
}

/**
 * The element's place in its layout, in whole pixels: its box plus the scroll of the page and of every
 * scrolling ancestor (a click scrolls the element into view first, in the dialog or the page).
 */
function box(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    // In a dialog (fixed, over the page) its place is taken from the dialog's corner, not the page's.
    const frame = element.closest('[role="dialog"]')?.getBoundingClientRect();
    let [left, top] = frame
      ? [rect.x - frame.x, rect.y - frame.y]
      : [rect.x + window.scrollX, rect.y + window.scrollY];
    // The page's own scroll is window.scrollX/Y above; the loop adds the inner scrollers'.
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      left += parent.scrollLeft;
      top += parent.scrollTop;
    }
    return [left, top, rect.width, rect.height].map(Math.round);
  });
}

test("a tapped event card is pending while the event page's code loads", async ({ page }) => {
  await page.goto('/upcoming-events');
  const card = page.getByRole('link', { name: new RegExp(GUEST_EVENT.name) }).first();
  await expect(card).toBeVisible();
  const code = await hold(page, '**/assets/event-detail-page-*.js');
  const before = await box(card);
  await card.click();

  await expect(card).toHaveAttribute('aria-busy', 'true');
  expect(code.seen()).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 2, name: 'About The Event' })).toHaveCount(0);
  expect(await box(card)).toEqual(before);
  await expectAccessible(page);

  code.release();
  await expect(page.getByRole('heading', { level: 2, name: 'About The Event' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});

test("Book Now is pending while the dialog's code loads, then the dialog opens", async ({ page }) => {
  const code = await hold(page, '**/assets/purchase-details-dialog-*.js');
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const bookNow = page.getByRole('button', { name: 'Book Now' });
  const before = await box(bookNow);
  await bookNow.click();

  await expect(bookNow).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'Personal Details' })).toHaveCount(0);
  expect(await box(bookNow)).toEqual(before);

  code.release();
  await expect(page.getByRole('dialog', { name: 'Personal Details' })).toBeVisible();
  // Book Now is behind the dialog now (out of the accessibility tree): nothing on the page is pending.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});

test('Pay Now is pending while the order is created, then the payment opens', async ({ page }) => {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await fillBuyer(page);
  const order = await hold(page, '**/api/event-payment');
  const payNow = page
    .getByRole('dialog', { name: 'Personal Details' })
    .getByRole('button', { name: 'Pay Now' });
  const before = await box(payNow);
  await payNow.click();

  await expect(payNow).toHaveAttribute('aria-busy', 'true');
  await expect.poll(order.seen).toBe(1);
  expect(await box(payNow)).toEqual(before);
  await expectAccessible(page, '[role="dialog"]');

  order.release();
  await expect(sandboxDialog(page)).toBeVisible();
});

test('Login is pending while the sign-in is answered', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(TITAN.email);
  await page.getByLabel('Password').fill(TITAN.password);
  const login = page.getByRole('button', { name: 'Login' });
  const signIn = await hold(page, '**/api/login');
  const before = await box(login);
  await login.click();

  await expect(login).toHaveAttribute('aria-busy', 'true');
  await expect.poll(signIn.seen).toBe(1);
  expect(await box(login)).toEqual(before);

  signIn.release();
  await expect(page).toHaveURL(/\/$/);
});

test('a pending mark stands still when the visitor asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const code = await hold(page, '**/assets/purchase-details-dialog-*.js');
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await bookNow.click();
  await expect(bookNow).toHaveAttribute('aria-busy', 'true');
  const animation = await bookNow.evaluate((button) => getComputedStyle(button, '::after').animationName);
  expect(animation).toBe('none');
  code.release();
  await expect(page.getByRole('dialog', { name: 'Personal Details' })).toBeVisible();
});
