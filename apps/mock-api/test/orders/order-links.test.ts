import { ACCESS_KEY_PATTERN, orderLinks, ordersMessages, TICKET_CODE_PATTERN } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { buy, fullApp, GUEST_CONTACT, parseOk } from '../handlers/setup.ts';

type App = ReturnType<typeof fullApp>;
const notFound = { status: 404, body: { status: 0, message: ordersMessages.notFound } };

const guestTickets = (app: App, quantity = 2) =>
  buy(app.client, 'event-payment', 'event-payment-callback', { ...GUEST_CONTACT, event_id: 1, quantity });

const receiptOf = (app: App, order_id: string, key?: string, token?: string) =>
  app.client.get(
    'orders/{order_id}',
    { order_id, ...(key === undefined ? {} : { key }) },
    token ? { token } : {},
  );

/** The key with one character changed (still 22 base64url characters). */
const tamper = (key: string) => `${key.slice(0, 5)}${key[5] === 'A' ? 'B' : 'A'}${key.slice(6)}`;

describe('GET orders/{order_id}: the receipt behind a link', () => {
  it("a guest's paid tickets: one unique code per ticket, the links with the key, the invoice and calendars", async () => {
    const app = fullApp();
    const order = await guestTickets(app, 3);
    const key = order.access_key ?? '';
    expect(key).toMatch(ACCESS_KEY_PATTERN);
    const receipt = parseOk('GET orders/{order_id}', (await receiptOf(app, order.order_id, key)).body).data;
    const links = orderLinks(order.order_id, key, 'event');
    expect(receipt).toMatchObject({
      kind: 'event',
      item: 'Women in Leadership Summit',
      quantity: 3,
      amount: order.amount,
      currency: 'INR',
      order_id: order.order_id,
      payment_id: expect.stringMatching(/^pay_/),
      email: GUEST_CONTACT.email,
      holder: GUEST_CONTACT.name,
      links: { receipt: links.receipt, ticket: links.ticket, invoice: links.invoice },
      invoice_number: expect.stringMatching(/^INV\/\d{4}\/\d{6}$/),
      refund: null,
      account: { kind: 'tickets', to: links.ticket },
    });
    expect(receipt.tickets.map((t) => t.label)).toEqual(['Ticket 1 of 3', 'Ticket 2 of 3', 'Ticket 3 of 3']);
    const codes = receipt.tickets.map((t) => t.code);
    for (const code of codes) expect(code).toMatch(TICKET_CODE_PATTERN);
    expect(new Set(codes).size).toBe(3);
    expect(receipt.calendar?.google).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
    expect(receipt.calendar?.outlook).toMatch(
      /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
    );
    // Read again: the same codes (stored, not made per answer).
    const again = parseOk('GET orders/{order_id}', (await receiptOf(app, order.order_id, key)).body).data;
    expect(again.tickets).toEqual(receipt.tickets);
  });

  it('answers one 404 for a wrong, tampered, missing or another order’s key, an unknown order and an unpaid one', async () => {
    const app = fullApp();
    const order = await guestTickets(app);
    const other = await guestTickets(app, 1);
    const key = order.access_key ?? '';
    const unpaid = parseOk(
      'POST event-payment',
      (await app.client.post('event-payment', { ...GUEST_CONTACT, event_id: 1, quantity: 1 })).body,
    );
    const refused = [
      await receiptOf(app, order.order_id, 'x'.repeat(22)),
      await receiptOf(app, order.order_id, tamper(key)),
      await receiptOf(app, order.order_id, `${key}A`),
      await receiptOf(app, order.order_id, ''),
      await receiptOf(app, order.order_id),
      await receiptOf(app, order.order_id, other.access_key),
      await receiptOf(app, 'order_ZZZZZZZZZZZZZZ', key),
      await receiptOf(app, unpaid.order_id, unpaid.access_key),
      await app.client.get('orders/{order_id}/invoice', { order_id: order.order_id, key: tamper(key) }),
      await app.client.get('orders/{order_id}/invoice', {
        order_id: unpaid.order_id,
        key: unpaid.access_key,
      }),
    ];
    for (const res of refused) expect(res).toMatchObject(notFound);
    expect((await receiptOf(app, order.order_id, key)).status).toBe(200);
  });

  it('lets the signed-in owner read without the key, and not another member', async () => {
    const app = fullApp();
    const maverick = app.client.signIn(SEED_IDS.maverickUserId);
    const order = await buy(
      app.client,
      'user-event-payment',
      'event-payment-callback',
      { event_id: 2, quantity: 1 },
      maverick,
    );
    const own = await receiptOf(app, order.order_id, undefined, maverick);
    expect(own.status).toBe(200);
    expect(parseOk('GET orders/{order_id}', own.body).data).toMatchObject({
      holder: 'Meera Kapoor',
      account: { kind: 'account', to: '/profile?section=events' },
    });
    const titan = app.client.signIn(SEED_IDS.titanUserId);
    expect(await receiptOf(app, order.order_id, undefined, titan)).toMatchObject(notFound);
    // The key still works for anyone, signed in or not.
    expect((await receiptOf(app, order.order_id, order.access_key, titan)).status).toBe(200);
  });

  it('gives the invoice for the key (the account invoice, same number)', async () => {
    const app = fullApp();
    const order = await guestTickets(app);
    const res = await app.client.get('orders/{order_id}/invoice', {
      order_id: order.order_id,
      key: order.access_key,
    });
    const invoice = parseOk('GET orders/{order_id}/invoice', res.body).data;
    const receipt = parseOk(
      'GET orders/{order_id}',
      (await receiptOf(app, order.order_id, order.access_key)).body,
    );
    expect(invoice).toMatchObject({
      number: receipt.data.invoice_number,
      order_id: order.order_id,
      totals: { total: order.amount },
      buyer: { name: GUEST_CONTACT.name, email: GUEST_CONTACT.email },
    });
    expect(await app.client.get('orders/{order_id}/invoice', { order_id: order.order_id })).toMatchObject(
      notFound,
    );
  });

  it('a Venture pass has one ticket and the Venture receipt page; a mentor or package order no ticket', async () => {
    const app = fullApp();
    const pass = await buy(app.client, 'venture-payment', 'venture-payment-callback', {
      ...GUEST_CONTACT,
      venture_id: 1,
      price_type: 'two_days_pass',
      member_type: 'non_member',
    });
    const venture = parseOk(
      'GET orders/{order_id}',
      (await receiptOf(app, pass.order_id, pass.access_key)).body,
    );
    expect(venture.data).toMatchObject({
      kind: 'venture',
      item: expect.stringMatching(/^Venture Vault/),
      term: 'Individual · Two-Day Pass',
      links: {
        receipt: expect.stringMatching(/^\/venturethank-you\?order=/),
        ticket: expect.stringMatching(/^\/ticket\?/),
      },
      account: { kind: 'tickets' },
    });
    expect(venture.data.tickets).toHaveLength(1);
    expect(venture.data.schedule).toBeDefined();

    const session = await buy(app.client, 'mentor-appointment-payment', 'mentor-payment-callback', {
      ...GUEST_CONTACT,
      mentor_id: 1,
    });
    const mentor = parseOk(
      'GET orders/{order_id}',
      (await receiptOf(app, session.order_id, session.access_key)).body,
    );
    expect(mentor.data).toMatchObject({
      kind: 'mentor',
      item: expect.stringMatching(/^A session with /),
      tickets: [],
      links: { ticket: null, receipt: expect.stringMatching(/^\/thank-you\?/) },
      calendar: null,
    });
    expect(mentor.data.schedule).toBeUndefined();
    const pack = await buy(app.client, 'non-member-package-payment', 'package-payment-callback', {
      ...GUEST_CONTACT,
      package_id: 1,
    });
    const packageReceipt = await receiptOf(app, pack.order_id, pack.access_key);
    expect(parseOk('GET orders/{order_id}', packageReceipt.body).data).toMatchObject({
      kind: 'package',
      tickets: [],
      links: { ticket: null },
    });
  });

  it('a membership sign-up: the receipt names the plan, sends to log-in, and the new account owns it', async () => {
    const app = fullApp();
    const form = {
      title: 'Ms',
      first_name: 'Nila',
      last_name: 'Rao',
      email: 'nila.rao@example.com',
      phone: '9876543210',
      company_name: 'Rao & Co',
      designation: 'Founder',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
      password: 'Lwl@12345',
      confirm_password: 'Lwl@12345',
      membership_price_id: '101',
      provides_gst_details: '0',
    };
    const order = await buy(app.client, 'membership-payment', 'membership-payment-callback', form);
    const receipt = parseOk(
      'GET orders/{order_id}',
      (await receiptOf(app, order.order_id, order.access_key)).body,
    );
    expect(receipt.data).toMatchObject({
      kind: 'membership',
      item: expect.stringMatching(/membership$/),
      holder: 'Nila Rao',
      email: form.email,
      tickets: [],
      account: { kind: 'login', to: `/login?email=${encodeURIComponent(form.email)}` },
    });
    const login = parseOk(
      'POST login',
      (await app.client.post('login', { email: form.email, password: form.password })).body,
    );
    expect((await receiptOf(app, order.order_id, undefined, login.token)).status).toBe(200);
  });
});
