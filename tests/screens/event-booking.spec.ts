import { TITAN } from '../support/accounts.ts';
import { RECEIPT_URL } from '../support/after-purchase.ts';
import {
  choosePlan,
  fillBuyer,
  forceLaneStatus,
  GUEST_EVENT,
  openEvent,
  openPersonalDetails,
  PAST_EVENT,
  sandboxDialog,
} from '../support/checkout.ts';
import { MOCK_ORIGIN } from '../support/lane.ts';
import { signIn } from '../support/session.ts';
import { CHECKOUT_CODE, expect, test } from './screens-test.ts';

test('a guest books an event: every step of the booking, its checkout and the receipt', async ({
  page,
  screens,
}) => {
  test.setTimeout(90_000);
  await openEvent(page, GUEST_EVENT.slug);
  await screens.shot('eventBooking', 'selecting');
  const code = await screens.hold(CHECKOUT_CODE);
  await choosePlan(page, 'Non Member', '2');
  const quote = await screens.hold('**/api/order-quote');
  const dialog = await openPersonalDetails(page);
  await screens.shot('orderSummary', 'quoting');
  quote();
  await screens.shot('orderSummary', 'quoted');
  await screens.shot('eventBooking', 'dialog.details');
  await fillBuyer(page);
  const order = await screens.hold('**/api/event-payment');
  const script = await screens.hold('**/__mock/checkout.js');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await screens.shot('eventBooking', 'dialog.paying.preparing');
  code();
  await screens.shot('eventCheckout', 'creatingOrder');
  order();
  await screens.shot('eventCheckout', 'loadingScript');
  script();
  await expect(sandboxDialog(page)).toBeVisible();
  await screens.shot('eventCheckout', 'paying');
  await screens.shot('eventBooking', 'dialog.paying.charging');
  const confirm = await screens.hold('**/api/event-payment-callback');
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await screens.shot('eventCheckout', 'confirming.calling');
  const invoice = await screens.hold(/\/api\/orders\/[^/]+\/invoice/);
  confirm();
  await expect(page).toHaveURL(RECEIPT_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank You! Your payment has been received.',
  );
  await screens.shot('eventBooking', 'booked');
  await screens.shot('orderLink', 'shown');
  await screens.shot('orderInvoice', 'idle');
  const writer = await screens.hold(/\/assets\/[^/]*pdf[^/]*\.js/);
  await page
    .getByRole('button', { name: /invoice/i })
    .first()
    .click();
  await screens.shot('orderInvoice', 'fetching');
  invoice();
  await screens.shot('orderInvoice', 'rendering');
  writer();
});

test('an event booking that fails: the order, the script, the payment', async ({
  page,
  request,
  screens,
}) => {
  test.setTimeout(90_000);
  await forceLaneStatus(request, 'POST event-payment', 500);
  await page.route('**/__mock/checkout.js', (route) => route.abort());
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  const dialog = await openPersonalDetails(page);
  await fillBuyer(page);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const orderProblem = page.getByRole('alertdialog', { name: 'We could not start your payment' });
  await expect(orderProblem).toBeVisible();
  await screens.shot('eventCheckout', 'orderFailed');
  await orderProblem.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeVisible();
  expect((await request.delete(`${MOCK_ORIGIN}/__mock/scenarios`, { data: {} })).ok()).toBe(true);

  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const scriptProblem = page.getByRole('alertdialog', { name: 'Payment could not start' });
  await expect(scriptProblem).toBeVisible();
  await screens.shot('eventCheckout', 'scriptFailed');
  await page.unroute('**/__mock/checkout.js');
  await scriptProblem.getByRole('button', { name: 'Retry' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate failure' }).click();
  const paymentProblem = page.getByRole('alertdialog', { name: 'Payment failed' });
  await expect(paymentProblem).toBeVisible();
  await screens.shot('eventCheckout', 'paymentFailed');

  // The payment is taken and its confirmation gets no answer: asked again, then said to be received.
  await forceLaneStatus(request, 'POST event-payment-callback', 500);
  await paymentProblem.getByRole('button', { name: 'Try again' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Simulate success' }).click();
  await screens.shot('eventCheckout', 'confirming.waiting');
  await expect(page.getByRole('alertdialog', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await screens.shot('eventCheckout', 'unconfirmed');
});

test('the order summary without a quote: failed and unavailable', async ({ page, request, screens }) => {
  await forceLaneStatus(request, 'POST order-quote', 500);
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Non Member', '1');
  await openPersonalDetails(page);
  await screens.shot('orderSummary', 'failed');
  await page.keyboard.press('Escape');
  await forceLaneStatus(request, 'POST order-quote', 404);
  await page.reload();
  await choosePlan(page, 'Non Member', '1');
  await openPersonalDetails(page);
  await screens.shot('orderSummary', 'unavailable');
});

test('a member books with a coupon; a past event cannot be booked', async ({ page, screens }) => {
  await signIn(page, TITAN);
  await openEvent(page, GUEST_EVENT.slug);
  await choosePlan(page, 'Titan', '1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Apply Coupon' })).toBeVisible();
  await screens.shot('eventBooking', 'dialog.coupon');
  await page.keyboard.press('Escape');
  await page.goto(`/event/${PAST_EVENT.slug}`);
  await screens.shot('eventBooking', 'unavailable');
});
