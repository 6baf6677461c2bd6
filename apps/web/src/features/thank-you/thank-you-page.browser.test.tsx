import {
  type ChargeBreakdown,
  checkoutEndpoints,
  checkoutTexts,
  exampleUser,
  formatMinor,
  GST_LABELS,
  type OrderReceipt,
  orderLinkTexts,
  ordersEndpoints,
  ordersMessages,
  profileEndpoints,
  REFUND_STATE_LABELS,
  type Receipt,
  receiptPageTexts,
  refundTexts,
  SUPPORT_EMAIL,
  THANK_YOU_TEXT,
} from '@lwl/schemas';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { handOverReceipt } from '../../lib/receipt-handoff.ts';
import { expectAccessible } from '../../testing/axe.ts';
import { answer, exampleOf, fakeApi } from '../../testing/fake-api.ts';
import { renderApp, signIn } from '../../testing/render-app.tsx';
import { Component as ThankYouPage } from './thank-you-page.tsx';
import { Component as VentureThankYouPage } from './venture-thank-you-page.tsx';

const ORDER = ordersEndpoints['GET orders/{order_id}'];
const INVOICE = ordersEndpoints['GET orders/{order_id}/invoice'];
/** The contract's examples: an order's receipt (two tickets) and the breakdown of a quote (coupon, GST included). */
const ORDER_EXAMPLE = exampleOf(ORDER).data as OrderReceipt;
const BREAKDOWN = exampleOf(checkoutEndpoints['POST order-quote']).breakdown as ChargeBreakdown;
const KEY = 'q3Zr8tWkX1nB4yLm0PfA_g';

/** The in-memory receipt of the same purchase (the fields a purchase page hands over). */
const {
  holder: _holder,
  tickets: _tickets,
  links: _links,
  calendar: _calendar,
  invoice_number: _invoiceNumber,
  refund: _refund,
  ...EVENT_RECEIPT
}: OrderReceipt = {
  ...ORDER_EXAMPLE,
  breakdown: BREAKDOWN,
  amount: BREAKDOWN.total,
  account: { to: '/ticket', kind: 'tickets' },
};

const receipt = () => page.getByRole('region', { name: checkoutTexts.receiptTitle });
/** The value beside a term of the receipt. */
const row = (term: string) =>
  [...receipt().element().querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

async function showReceipt(held: Receipt) {
  await renderApp(<ThankYouPage />, { path: '/thank-you', state: handOverReceipt(held) });
  await expect.element(receipt()).toBeVisible();
}

/** Records the files the page saves (object URL + a click on a download link). */
function recordDownloads() {
  const blobs: Blob[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return createObjectURL(blob);
  });
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const names = () => clicks.mock.contexts.map((link) => (link as HTMLAnchorElement).download);
  return { blobs, clicks, names };
}

describe('the thank-you pages', () => {
  test.each([
    ['/thank-you', ThankYouPage],
    ['/venturethank-you', VentureThankYouPage],
  ])(
    '%s says thank you and names the support contacts, with no receipt on a direct visit',
    async (path, Page) => {
      await renderApp(<Page />, { path });
      await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent(THANK_YOU_TEXT);
      await expect
        .element(page.getByRole('link', { name: SUPPORT_EMAIL }))
        .toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
      await expect
        .element(page.getByRole('link', { name: /^\+91/ }))
        .toHaveAttribute('href', expect.stringMatching(/^tel:\+91\d+$/));
      await expect.element(receipt()).not.toBeInTheDocument();
      await expectAccessible();
    },
  );

  test("an event's receipt handed over in memory: what was bought, the server's total, ids, date, e-mail, when and where", async () => {
    await showReceipt(EVENT_RECEIPT);
    expect(row(checkoutTexts.bought)).toBe('Women in Leadership Summit · Member');
    expect(row(checkoutTexts.quantity)).toBe('2');
    expect(row(checkoutTexts.amountPaid)).toBe(
      `${formatMinor(BREAKDOWN.total, 'INR')} ${GST_LABELS.included}`,
    );
    expect(row(checkoutTexts.gstAdded)).toBe(checkoutTexts.gstIncluded(formatMinor(BREAKDOWN.gst, 'INR')));
    expect(row(checkoutTexts.paymentId)).toBe(EVENT_RECEIPT.payment_id);
    expect(row(checkoutTexts.orderId)).toBe(EVENT_RECEIPT.order_id);
    expect(row(checkoutTexts.email)).toBe(EVENT_RECEIPT.email);
    expect(row(checkoutTexts.when)).toMatch(/5 Dec 2026.*6:30.*pm – 9:00.*pm IST$/i);
    expect(row(checkoutTexts.venue)).toBe(EVENT_RECEIPT.schedule?.venue);
    await expect
      .element(receipt().getByRole('link', { name: checkoutTexts.seeTicket }))
      .toHaveAttribute('href', '/ticket');
    await expect
      .element(receipt().getByRole('link', { name: receiptPageTexts.googleCalendar }))
      .toHaveAttribute('href', ORDER_EXAMPLE.calendar?.google ?? '');
    await expectAccessible();
  });

  test("the calendar file downloads the event's entry with its start in UTC", async () => {
    const { blobs, clicks, names } = recordDownloads();
    await showReceipt(EVENT_RECEIPT);
    await receipt().getByRole('button', { name: receiptPageTexts.icsFile }).click();
    await expect.poll(() => clicks.mock.calls.length).toBe(1);
    const ics = await blobs[0]?.text();
    expect(ics).toContain('DTSTART:20261205T130000Z');
    expect(ics).toContain('LOCATION:Mumbai');
    expect(names()).toEqual(['women-in-leadership-summit.ics']);
  });

  test("a member's free order says no payment was needed and shows the account's e-mail", async () => {
    signIn();
    fakeApi().on(profileEndpoints['GET user']);
    const { email: _email, payment_id: _payment, breakdown: _breakdown, ...rest } = EVENT_RECEIPT;
    await showReceipt({ ...rest, quantity: 1, amount: 0 });
    expect(row(checkoutTexts.amountPaid)).toBe(formatMinor(0, 'INR'));
    expect(row(checkoutTexts.paymentId)).toBe(checkoutTexts.freeOrder);
    expect(row(checkoutTexts.quantity)).toBeUndefined();
    await expect.element(receipt().getByText(exampleUser.email)).toBeVisible();
  });

  test("a new member's receipt has no schedule and leads to 'Log in now'", async () => {
    const { schedule: _schedule, breakdown: _breakdown, ...plan } = EVENT_RECEIPT;
    await showReceipt({
      ...plan,
      kind: 'membership',
      item: 'Titan',
      term: '2 Years',
      quantity: 1,
      account: { to: '/login?email=kavya.menon%40example.com', kind: 'login' },
    });
    expect(row(checkoutTexts.bought)).toBe('Titan · 2 Years');
    expect(row(checkoutTexts.when)).toBeUndefined();
    await expect
      .element(receipt().getByRole('button', { name: receiptPageTexts.icsFile }))
      .not.toBeInTheDocument();
    await expect
      .element(receipt().getByRole('link', { name: checkoutTexts.logInNow }))
      .toHaveAttribute('href', '/login?email=kavya.menon%40example.com');
  });

  test('a key that is not the last receipt handed over shows no receipt', async () => {
    handOverReceipt(EVENT_RECEIPT);
    await renderApp(<ThankYouPage />, { path: '/thank-you', state: { receiptKey: 'order_old:1' } });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.element(receipt()).not.toBeInTheDocument();
  });
});

describe('the receipt at its own address', () => {
  const path = `/thank-you?order=${ORDER_EXAMPLE.order_id}&key=${KEY}`;

  test('loads the order by its key and shows it under the thank-you text, with its ticket, invoice and calendar links', async () => {
    const api = fakeApi().on(ORDER);
    await renderApp(<ThankYouPage />, { path });
    await expect.element(receipt()).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent(THANK_YOU_TEXT);
    await expect.element(page.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
    expect(api.callsOf(ORDER)[0]?.input).toEqual({ key: KEY });
    expect(row(checkoutTexts.orderId)).toBe(ORDER_EXAMPLE.order_id);
    expect(row(receiptPageTexts.holder)).toBe(ORDER_EXAMPLE.holder);
    expect(row(receiptPageTexts.invoiceNumber)).toBe(ORDER_EXAMPLE.invoice_number);
    expect(row(checkoutTexts.quantity)).toBe('2');
    expect(row(checkoutTexts.amountPaid)).toBe(
      `${formatMinor(ORDER_EXAMPLE.amount, 'INR')} ${GST_LABELS.included}`,
    );
    await expect
      .element(receipt().getByRole('link', { name: receiptPageTexts.viewTicket }))
      .toHaveAttribute('href', ORDER_EXAMPLE.links.ticket ?? '');
    await expect
      .element(receipt().getByRole('link', { name: receiptPageTexts.outlook }))
      .toHaveAttribute('href', ORDER_EXAMPLE.calendar?.outlook ?? '');
    await expect
      .element(receipt().getByRole('button', { name: receiptPageTexts.downloadInvoice }))
      .toBeVisible();
    // The e-mail's invoice link points at `#invoice`, which holds the button.
    expect(document.getElementById('invoice')?.querySelector('button')?.textContent).toBe(
      receiptPageTexts.downloadInvoice,
    );
    await expectAccessible();
  });

  test("'Download tax invoice (PDF)' fetches the invoice with the link's key and saves its PDF", async () => {
    const { blobs, names } = recordDownloads();
    const api = fakeApi().on(ORDER).on(INVOICE);
    await renderApp(<ThankYouPage />, { path: `${path}#invoice` });
    const download = page.getByRole('button', { name: receiptPageTexts.downloadInvoice });
    await expect.element(download).toBeVisible();
    await download.click();
    await expect.poll(() => names(), { timeout: 20_000 }).toEqual(['INV-2627-000042.pdf']);
    expect(api.callsOf(INVOICE)[0]?.input).toEqual({ key: KEY });
    const head = new TextDecoder().decode((await blobs[0]?.arrayBuffer())?.slice(0, 5));
    expect(head).toBe('%PDF-');
  });

  test.each([
    ['requested', null, refundTexts.status.requested],
    ['refunded', 'CN/2627/000003', refundTexts.status.refunded],
    ['refused', null, refundTexts.status.refused],
  ] as const)(
    'a %s refund: the status line in the words of the ticket and invoices, the credit note only once approved',
    async (status, creditNote, line) => {
      const refund = {
        status,
        requested_at: '2026-12-01T05:00:00Z',
        updated_at: '2026-12-03T05:00:00Z',
        amount: ORDER_EXAMPLE.amount,
        credit_note_number: creditNote,
      };
      fakeApi().on(ORDER, () => ({ status: 1, data: { ...ORDER_EXAMPLE, refund } }));
      await renderApp(<ThankYouPage />, { path });
      await expect.element(receipt()).toBeVisible();
      const day = status === 'requested' ? '1 December 2026' : '3 December 2026';
      expect(row(refundTexts.statusLabel)).toBe(line(day));
      expect(row(refundTexts.statusLabel)).toMatch(new RegExp(`^${REFUND_STATE_LABELS[status]} on `));
      expect(row(refundTexts.creditNote)).toBe(creditNote ?? undefined);
    },
  );

  test("a signed-in owner's link without a key asks without one", async () => {
    signIn();
    const api = fakeApi().on(ORDER);
    await renderApp(<ThankYouPage />, { path: `/thank-you?order=${ORDER_EXAMPLE.order_id}` });
    await expect.element(receipt()).toBeVisible();
    expect(api.callsOf(ORDER)[0]?.input).toEqual({});
    expect(api.callsOf(ORDER)[0]?.authorization).toMatch(/^Bearer /);
  });

  test("a link with its key is read by the key alone: a token the server no longer knows doesn't send her to log in", async () => {
    signIn();
    const api = fakeApi()
      .on(ORDER, (call) =>
        call.authorization === null ? exampleOf(ORDER) : answer(401, { status: 0, message: 'Unauthorized' }),
      )
      .on(INVOICE, (call) =>
        call.authorization === null
          ? exampleOf(INVOICE)
          : answer(401, { status: 0, message: 'Unauthorized' }),
      );
    const { blobs, names } = recordDownloads();
    await renderApp(<ThankYouPage />, { path });
    await expect.element(receipt()).toBeVisible();
    await page.getByRole('button', { name: receiptPageTexts.downloadInvoice }).click();
    await expect.poll(() => names(), { timeout: 20_000 }).toEqual(['INV-2627-000042.pdf']);
    expect(blobs).toHaveLength(1);
    expect(api.callsOf(ORDER).map((call) => call.authorization)).toEqual([null]);
    expect(api.callsOf(INVOICE).map((call) => call.authorization)).toEqual([null]);
  });

  test.each([
    ['/thank-you', ThankYouPage],
    ['/venturethank-you', VentureThankYouPage],
  ])('%s with a link that opens no order says so, shows no order and no thank-you', async (route, Page) => {
    fakeApi().on(ORDER, () => answer(404, { status: 0, message: ordersMessages.notFound }));
    await renderApp(<Page />, { path: `${route}?order=${ORDER_EXAMPLE.order_id}&key=tampered` });
    await expect
      .element(page.getByRole('heading', { level: 1, name: orderLinkTexts.notFoundTitle }))
      .toBeVisible();
    await expect.element(page.getByText(ordersMessages.notFound)).toBeVisible();
    await expect.element(page.getByText(THANK_YOU_TEXT)).not.toBeInTheDocument();
    await expect.element(receipt()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: orderLinkTexts.resendSubmit })).toBeVisible();
    await expectAccessible();
  });

  test("no answer offers 'Try again'", async () => {
    let calls = 0;
    fakeApi().on(ORDER, () => {
      calls += 1;
      return calls === 1 ? answer(502) : exampleOf(ORDER);
    });
    await renderApp(<ThankYouPage />, { path });
    await expect.element(page.getByRole('alert')).toHaveTextContent(receiptPageTexts.failed);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(receipt()).toBeVisible();
  });
});
