/** A signed-in member books through the coupon-only dialog; FREE100 skips the provider's checkout. */

import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import { choosePlan, openEvent, sandboxDialog } from '../support/checkout.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

const EVENT = { slug: 'mindful-leadership-retreat', name: 'Mindful Leadership Retreat' } as const;

test('FREE100 books with no provider dialog, goes to /thank-you and shows in Events details', async ({
  page,
  request,
}) => {
  // Sign-in, purchase and the account area in one journey: longer than the default on a busy machine.
  test.setTimeout(60_000);
  await signInByApi(page, request, TITAN);
  await openEvent(page, EVENT.slug);
  await expect(page.getByRole('radio', { name: /^Non Member/ })).toBeDisabled();
  await choosePlan(page, 'Titan', '1');
  await page.getByRole('button', { name: 'Book Now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveCount(0);
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByLabel('Coupon', { exact: true }).fill('FREE100');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(RECEIPT_URL);
  await expect(sandboxDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Events details' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Events details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: EVENT.name })).toBeVisible();
});
