import {
  checkoutTexts,
  exampleUser,
  formatMinor,
  profileEndpoints,
  type Receipt,
  SUPPORT_EMAIL,
  THANK_YOU_TEXT,
} from '@lwl/schemas';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { handOverReceipt } from '../../lib/receipt-handoff.ts';
import { expectAccessible } from '../../testing/axe.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderApp, signIn } from '../../testing/render-app.tsx';
import { Component as ThankYouPage } from './thank-you-page.tsx';
import { Component as VentureThankYouPage } from './venture-thank-you-page.tsx';

const EVENT_RECEIPT: Receipt = {
  kind: 'event',
  item: 'Women in Leadership Summit',
  term: 'Non Member',
  quantity: 2,
  amount: 900_000,
  currency: 'INR',
  breakdown: {
    currency: 'INR',
    gst_treatment: 'included',
    gst_rate_percent: 18,
    unit_price: 450_000,
    quantity: 2,
    subtotal: 900_000,
    discount: 0,
    taxable_value: 762_712,
    gst: 137_288,
    total: 900_000,
  },
  order_id: 'order_Q8x2LmZp4TnV7a',
  payment_id: 'pay_R3kD9sWq1YbN6c',
  paid_at: '2026-11-20T09:30:00+05:30',
  email: 'asha.rao@example.com',
  schedule: {
    starts_at: '2026-12-16T10:00:00+05:30',
    ends_at: '2026-12-16T18:00:00+05:30',
    venue: 'Jio World Convention Centre, Mumbai',
  },
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

  test("an event's receipt: what was bought, the server's total, ids, date, e-mail, when and where", async () => {
    await showReceipt(EVENT_RECEIPT);
    expect(row(checkoutTexts.bought)).toBe('Women in Leadership Summit · Non Member');
    expect(row(checkoutTexts.quantity)).toBe('2');
    expect(row(checkoutTexts.amountPaid)).toBe(formatMinor(900_000, 'INR'));
    expect(row(checkoutTexts.gstAdded)).toBe(checkoutTexts.gstIncluded(formatMinor(137_288, 'INR')));
    expect(row(checkoutTexts.paymentId)).toBe(EVENT_RECEIPT.payment_id);
    expect(row(checkoutTexts.orderId)).toBe(EVENT_RECEIPT.order_id);
    expect(row(checkoutTexts.email)).toBe(EVENT_RECEIPT.email);
    expect(row(checkoutTexts.when)).toMatch(/16 Dec 2026.*10:00.*– 6:00.*pm IST$/i);
    expect(row(checkoutTexts.venue)).toBe(EVENT_RECEIPT.schedule?.venue);
    await expect
      .element(receipt().getByRole('link', { name: checkoutTexts.seeTicket }))
      .toHaveAttribute('href', '/ticket');
    await expectAccessible();
  });

  test("'Add to calendar' downloads the event's calendar file with its start in UTC", async () => {
    const blobs: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return createObjectURL(blob);
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await showReceipt(EVENT_RECEIPT);
    await receipt().getByRole('button', { name: checkoutTexts.addToCalendar }).click();
    await expect.poll(() => clicks.mock.calls.length).toBe(1);
    const ics = await blobs[0]?.text();
    expect(ics).toContain('DTSTART:20261216T043000Z');
    expect(ics).toContain('LOCATION:Jio World Convention Centre\\, Mumbai');
    expect((clicks.mock.contexts[0] as HTMLAnchorElement | undefined)?.download).toBe(
      'women-in-leadership-summit.ics',
    );
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
    await showReceipt({
      kind: 'membership',
      item: 'Titan',
      term: '2 Years',
      quantity: 1,
      amount: 14_632_000,
      currency: 'INR',
      order_id: 'order_M1',
      payment_id: 'pay_M1',
      paid_at: '2026-11-20T09:30:00+05:30',
      email: 'kavya.menon@example.com',
      account: { to: '/login?email=kavya.menon%40example.com', kind: 'login' },
    });
    expect(row(checkoutTexts.bought)).toBe('Titan · 2 Years');
    expect(row(checkoutTexts.when)).toBeUndefined();
    await expect
      .element(receipt().getByRole('button', { name: checkoutTexts.addToCalendar }))
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
