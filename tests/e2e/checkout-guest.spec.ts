/** A guest buys event tickets through the 'Personal Details' dialog and the payment sandbox. */
import { RECEIPT_URL } from '../support/after-purchase.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  BUYER,
  choosePlan,
  fillBuyer,
  GUEST_EVENT,
  openEvent,
  openPersonalDetails,
  sandboxDialog,
} from '../support/checkout.ts';
import { MOCK_ORIGIN } from '../support/lane.ts';
import { expect, test } from '../support/test.ts';

test('a guest pays through the sandbox and lands on /thank-you', async ({ page }) => {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '2');
  await expect(page.getByText('₹9,000', { exact: true })).toBeVisible();
  await openPersonalDetails(page);
  await fillBuyer(page);
  await page.getByLabel('Coupon', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  const sandbox = sandboxDialog(page);
  await expect(sandbox).toBeVisible();
  await expect(sandbox).toContainText('₹9,000');
  await expect(page.getByRole('dialog', { name: 'Personal Details' })).toBeHidden();
  await sandbox.getByRole('button', { name: 'Simulate success' }).click();

  await expect(page).toHaveURL(RECEIPT_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );
});

test("a failed payment shows 'Payment Failed! ' in the page and returns to the dialog with the details kept", async ({
  page,
}) => {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  await openPersonalDetails(page);
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(alert.getByText(/^Payment Failed! \S/)).toBeVisible();
  await alert.getByRole('button', { name: 'Close' }).click();

  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(BUYER.email);
  await expect(page).toHaveURL(new RegExp(`/event/${GUEST_EVENT.slug}$`));
});

test('cancelling the sandbox goes back to the dialog and buys nothing', async ({ page, request }) => {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  await openPersonalDetails(page);
  await fillBuyer(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/event-payment'));
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const { order_id: orderId } = (await (await created).json()) as { order_id: string };
  await sandboxDialog(page).getByRole('button', { name: 'Cancel' }).click();

  const dialog = page.getByRole('dialog', { name: 'Personal Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(BUYER.name);
  await expect(sandboxDialog(page)).toHaveCount(0);
  // The order was created but never paid.
  const order = await request.get(`${MOCK_ORIGIN}/__mock/checkout/orders/${orderId}`);
  expect(order.ok()).toBe(true);
  expect(((await order.json()) as { status: string }).status).not.toBe('paid');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/event/${GUEST_EVENT.slug}$`));
});

test('when the checkout script does not load, Retry loads it and opens the payment', async ({ page }) => {
  await page.route('**/__mock/checkout.js', (route) => route.abort());
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  await openPersonalDetails(page);
  await fillBuyer(page);
  await page.getByRole('button', { name: 'Pay Now' }).click();

  const problem = page.getByRole('alertdialog', { name: 'Payment could not start' });
  await expect(problem).toBeVisible();
  await expect(page.getByText('Something went wrong, Please try again later.').first()).toBeVisible();
  await expectAccessible(page, '[role="alertdialog"]');

  await page.unroute('**/__mock/checkout.js');
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
});
