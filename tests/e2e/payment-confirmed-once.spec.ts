/**
 * A payment the provider took is confirmed once, whatever fails after it (docs/decisions/0036): the
 * buyer whose confirmation gets no answer reads that her payment was received, follows the page and
 * ends with one payment, one receipt and one e-mail; a buyer who closes the tab mid-confirmation gets
 * the e-mail from the provider's webhook and finds the purchase at its link.
 */
import { checkoutTexts, THANK_YOU_TEXT } from '@lwl/schemas';
import { linksOf, mailTo, orderOf, RECEIPT_URL } from '../support/after-purchase.ts';
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
import { MOCK_ORIGIN } from '../support/lane.ts';
import { fillPersonalDetails, newBuyer } from '../support/membership-forms.ts';
import { outbox } from '../support/mock.ts';
import { receipt as receiptOf, rowValue } from '../support/purchase.ts';
import { expect, test } from '../support/test.ts';

/** The receipts e-mailed to the buyer so far. */
const receiptsTo = async (request: Parameters<typeof outbox>[0]) =>
  (await outbox(request)).filter((m) => m.to === BUYER.email && m.kind === 'order-confirmation');

test('a confirmation that gets no answer: payment received, Try again, one receipt and one e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await forceLaneStatus(request, 'POST event-payment-callback', 500);
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const dialog = await openPersonalDetails(page);
  await fillBuyer(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/event-payment'));
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const { order_id: orderId } = (await (await created).json()) as { order_id: string };
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  // While it is asked again, the wait says the payment was received, and the form is gone.
  await expect(page.getByRole('status', { name: checkoutTexts.confirmingPayment })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  // Asked again after 1, 2 and 4 s, then said plainly; no Pay Now on the way.
  const received = page.getByRole('alertdialog', { name: checkoutTexts.paymentReceivedTitle });
  await expect(received).toBeVisible({ timeout: 15_000 });
  await expect(received).toContainText(checkoutTexts.paymentReceived);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  expect((await request.delete(`${MOCK_ORIGIN}/__mock/scenarios`, { data: {} })).ok()).toBe(true);
  await received.getByRole('button', { name: checkoutTexts.tryAgain }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  expect(orderOf(page.url()).order).toBe(orderId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXT);

  // The provider's webhook (3 s after the payment) arrives as well and records nothing twice.
  await page.waitForTimeout(3_500);
  expect(await receiptsTo(request)).toHaveLength(1);
});

test('the tab closed mid-confirmation: the webhook confirms, the e-mail links to the receipt', async ({
  page,
  newContext,
  request,
}) => {
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const dialog = await openPersonalDetails(page);
  await fillBuyer(page);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  // The confirmation never leaves the browser: the buyer closes the tab first.
  await page.route('**/api/event-payment-callback', () => undefined);
  const confirming = page.waitForRequest('**/api/event-payment-callback');
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await confirming;
  await page.close();

  const mail = await mailTo(request, BUYER.email, 'order-confirmation');
  expect(await receiptsTo(request)).toHaveLength(1);
  const { receipt } = linksOf(mail);
  expect(receipt).toBeDefined();
  const context = await newContext();
  const fresh = await context.newPage();
  await fresh.goto(receipt ?? '');
  await expect(rowValue(receiptOf(fresh), 'Order ID')).toHaveText(orderOf(receipt ?? '').order);
});

test('a membership whose confirmation gets no answer: payment received, then the receipt and one e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const buyer = newBuyer('unconfirmed');
  await forceLaneStatus(request, 'POST membership-payment-callback', 500);
  await page.goto('/member-details/maverick');
  const form = page.getByRole('form', { name: 'Membership purchase' });
  await form.getByLabel('City').selectOption('Delhi');
  await form.getByLabel('Duration').selectOption({ label: '1 Year' });
  await fillPersonalDetails(form, buyer);
  await form.getByLabel('Statement of Purpose').fill('To learn from other founders.');
  await form.getByRole('button', { name: 'Pay Now' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();

  const received = page.getByRole('alertdialog', { name: checkoutTexts.paymentReceivedTitle });
  await expect(received).toBeVisible({ timeout: 15_000 });
  // Close: to the receipt's address, never back to Pay Now; the webhook has confirmed it by then.
  await received.getByRole('button', { name: checkoutTexts.close }).click();
  await expect(page).toHaveURL(RECEIPT_URL);
  const mails = async () =>
    (await outbox(request)).filter((m) => m.to === buyer.email && m.kind === 'order-confirmation');
  await expect.poll(async () => (await mails()).length, { timeout: 10_000 }).toBe(1);
  await expect(rowValue(receiptOf(page), 'Order ID')).toHaveText(orderOf(page.url()).order);
});
