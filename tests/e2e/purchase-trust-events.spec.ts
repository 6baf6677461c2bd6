/**
 * Event tickets, guest and member: the page's total = the order summary's total = the sandbox's amount
 * = the receipt's amount paid; coupons in the summary; failure, cancel and outage keep the form; the
 * receipt's calendar file carries the event's date.
 */
import { readFile } from 'node:fs/promises';
import { GST_LABELS } from '@lwl/schemas';
import type { Page } from '@playwright/test';
import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import {
  BUYER,
  choosePlan,
  fillBuyer,
  forceLaneStatus,
  GUEST_EVENT,
  openEvent,
  openPersonalDetails,
  sandboxDialog,
} from '../support/checkout.ts';
import { lookAt, money, parseIcs, receipt, rowValue, sandboxAmount, summary } from '../support/purchase.ts';
import { signInByApi } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

async function pageTotal(page: Page): Promise<string> {
  return money((await page.locator('.booking-total strong').textContent()) ?? '');
}

test('guest: page total = summary total = sandbox = receipt; the receipt and its calendar file', async ({
  page,
}) => {
  // Two widths with axe at three steps, a download and a reload: more than the default minute on a busy machine.
  test.slow();
  const detail = page.waitForResponse((r) => r.url().includes(`/api/events/${GUEST_EVENT.slug}`));
  await openEvent(page, GUEST_EVENT.slug);
  const { data: event } = (await (await detail).json()) as { data: { event_date: string } };
  await choosePlan(page, 'Non Member', '2');
  const listed = await pageTotal(page);
  const dialog = await openPersonalDetails(page);
  const box = summary(dialog);
  await expect(rowValue(box, 'Total')).toHaveText(listed);
  await expect(box).toContainText(/Includes ₹[\d,.]+ GST/);
  await expect(rowValue(box, 'Quantity')).toHaveText('2');
  await fillBuyer(page);
  await lookAt(page, 'event-guest-summary', '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  expect(money(await sandboxAmount(page))).toBe(listed);
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();

  await expect(page).toHaveURL(RECEIPT_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );
  const slip = receipt(page);
  await expect(rowValue(slip, 'Amount paid')).toHaveText(`${listed} ${GST_LABELS.included}`);
  await expect(rowValue(slip, 'Purchase')).toContainText(GUEST_EVENT.name);
  await expect(rowValue(slip, 'Payment ID')).toHaveText(/^pay_/);
  await expect(rowValue(slip, 'Order ID')).toHaveText(/^order_/);
  await expect(rowValue(slip, 'E-mail')).toHaveText(BUYER.email);
  await expect(rowValue(slip, 'Venue')).not.toBeEmpty();
  await expect(slip.getByRole('link', { name: 'View your ticket' })).toHaveAttribute(
    'href',
    /^\/ticket\?order=order_\w+&key=[\w-]{22}$/,
  );
  await lookAt(page, 'event-guest-receipt', 'main');

  const download = page.waitForEvent('download');
  await slip.getByRole('button', { name: 'Calendar file (.ics)' }).click();
  const file = await (await download).path();
  const ics = parseIcs(await readFile(file, 'utf8'));
  expect(ics.SUMMARY).toBe(GUEST_EVENT.name);
  // The event's date from the API is the calendar's start date (UTC; the seed's events start after
  // 05:30 IST, so the UTC date is the same day).
  expect(ics.DTSTART).toMatch(/^\d{8}T\d{4}(\d{2})?Z$/);
  expect(ics.DTSTART?.slice(0, 8)).toBe(event.event_date.replace(/-/g, ''));

  // The receipt has its own address: a reload shows it again (after-purchase.spec.ts has the rest).
  const orderId = (await rowValue(slip, 'Order ID').textContent()) ?? '';
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );
  await expect(rowValue(receipt(page), 'Order ID')).toHaveText(orderId);
});

test('member: a bad coupon shows under the field, LWL10 updates the summary from the server, FREE100 gives a receipt of 0', async ({
  page,
  request,
}) => {
  // Two purchases and three states looked at (six axe passes), like the guest's path above.
  test.slow();
  await signInByApi(page, request, TITAN);
  await openEvent(page, GUEST_EVENT.slug);
  const plan = page.getByRole('combobox', { name: /^Quantity for / }).first();
  await plan.selectOption('1');
  const listed = await pageTotal(page);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  const box = summary(dialog);
  await expect(rowValue(box, 'Total')).toHaveText(listed);

  const coupon = dialog.getByLabel('Coupon', { exact: true });
  await coupon.fill('NOPE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon).toHaveAccessibleDescription(/Invalid coupon code\./);
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await lookAt(page, 'event-member-coupon-error', '[role="dialog"]');

  await coupon.fill('LWL10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(rowValue(box, 'Coupon discount')).toHaveText(/^− ₹/);
  await expect(coupon).not.toHaveAttribute('aria-invalid', 'true');
  const discounted = money((await rowValue(box, 'Total').textContent()) ?? '');
  expect(discounted).not.toBe(listed);
  await lookAt(page, 'event-member-summary-lwl10', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  expect(money(await sandboxAmount(page))).toBe(discounted);
  await sandboxDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(coupon).toHaveValue('LWL10');

  await coupon.fill('FREE100');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(rowValue(box, 'Total')).toHaveText('₹0');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  const slip = receipt(page);
  await expect(rowValue(slip, 'Amount paid')).toHaveText('₹0');
  await expect(rowValue(slip, 'Payment ID')).toHaveText('No payment needed (free with coupon)');
  // A member types no e-mail: the receipt shows the account's.
  await expect(rowValue(slip, 'E-mail')).toHaveText(TITAN.email);
  await expect(slip.getByRole('link', { name: 'See it in your account' })).toHaveAttribute(
    'href',
    '/profile?section=events',
  );
  await lookAt(page, 'event-member-receipt-free', 'main');
});

test('a failed payment shows the in-page alert; Close keeps the form; Try again reopens the payment', async ({
  page,
}) => {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const dialog = await openPersonalDetails(page);
  await fillBuyer(page);
  let alerts = 0;
  page.on('dialog', () => {
    alerts += 1;
  });
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/^Payment failed/);
  await expect(alert.getByText(/^Payment Failed! \S/)).toBeVisible();
  await lookAt(page, 'event-payment-failed', '[role="alertdialog"]');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  await page
    .getByRole('alertdialog', { name: 'Payment failed' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(BUYER.email);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(BUYER.name);
  expect(alerts).toBe(0);
});

test('a server error on create-order shows the message in the page and keeps what was typed', async ({
  page,
  request,
}) => {
  await forceLaneStatus(request, 'POST event-payment', 500);
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const dialog = await openPersonalDetails(page);
  await fillBuyer(page);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const alert = page.getByRole('alertdialog', { name: 'We could not start your payment' });
  await expect(alert).toContainText('Something went wrong, Please try again later.');
  await lookAt(page, 'event-order-outage', '[role="alertdialog"]');
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Phone Number', { exact: true })).toHaveValue(BUYER.phone);
});

test('a backend without order-quote (404): the listed price, the total confirmed at payment', async ({
  page,
  request,
}) => {
  await forceLaneStatus(request, 'POST order-quote', 404);
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '2');
  const listed = await pageTotal(page);
  const dialog = await openPersonalDetails(page);
  const box = summary(dialog);
  await expect(rowValue(box, 'Total')).toHaveText(listed);
  await expect(box).toContainText('The total, with any coupon and GST, is confirmed at payment.');
  await lookAt(page, 'event-summary-degraded', '[role="dialog"]');
});
