import {
  checkoutTexts,
  formatMinor,
  GST_LABELS,
  type OrderReceipt,
  orderLinks,
  ordersMessages,
  type Receipt,
} from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../src/outbox/outbox.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { buy, fullApp, GUEST_CONTACT, parseOk } from '../handlers/setup.ts';

type App = ReturnType<typeof fullApp>;
type Fields = Record<string, unknown>;

const mails = (app: App, kind?: OutboxMessage['kind']) =>
  app.mock.state.outbox.list().filter((m) => kind === undefined || m.kind === kind);

const signupForm = (
  operation: 'POST membership-payment' | 'POST global-membership-payment',
  email: string,
) => {
  const input = endpointExamples[operation].input as Fields;
  const { image: _photo, ...fields } = input;
  return { ...fields, email, password: String(input.password), coupon: '' };
};

interface Purchase {
  kind: Receipt['kind'];
  create: string;
  callback: string;
  body: Fields;
  as?: 'maverick';
  to: string;
}

const PURCHASES: Record<string, Purchase> = {
  'a guest’s event tickets': {
    kind: 'event',
    create: 'event-payment',
    callback: 'event-payment-callback',
    body: { ...GUEST_CONTACT, event_id: 1, quantity: 2 },
    to: GUEST_CONTACT.email,
  },
  'a member’s event ticket': {
    kind: 'event',
    create: 'user-event-payment',
    callback: 'event-payment-callback',
    body: { event_id: 2, quantity: 1 },
    as: 'maverick',
    to: 'maverick@lwl.test',
  },
  'a free ticket (FREE100)': {
    kind: 'event',
    create: 'user-event-payment',
    callback: 'event-payment-callback',
    body: { event_id: 3, quantity: 1, coupon: 'FREE100' },
    as: 'maverick',
    to: 'maverick@lwl.test',
  },
  'a Venture pass': {
    kind: 'venture',
    create: 'venture-payment',
    callback: 'venture-payment-callback',
    body: { ...GUEST_CONTACT, venture_id: 1, price_type: 'day_1_pass', member_type: 'non_member' },
    to: GUEST_CONTACT.email,
  },
  'a mentor session': {
    kind: 'mentor',
    create: 'mentor-appointment-payment',
    callback: 'mentor-payment-callback',
    body: { ...GUEST_CONTACT, mentor_id: 1 },
    to: GUEST_CONTACT.email,
  },
  'a sponsor package': {
    kind: 'package',
    create: 'non-member-package-payment',
    callback: 'package-payment-callback',
    body: { ...GUEST_CONTACT, package_id: 1 },
    to: GUEST_CONTACT.email,
  },
  'an India membership sign-up': {
    kind: 'membership',
    create: 'membership-payment',
    callback: 'membership-payment-callback',
    body: { ...signupForm('POST membership-payment', 'new.titan@example.com'), membership_price_id: '101' },
    to: 'new.titan@example.com',
  },
  'a global membership sign-up (USD, no GST)': {
    kind: 'membership',
    create: 'global-membership-payment',
    callback: 'membership-payment-callback',
    body: signupForm('POST global-membership-payment', 'new.global@example.com'),
    to: 'new.global@example.com',
  },
};

describe('order-confirmation: one e-mail per confirmed payment or free order', () => {
  for (const [name, purchase] of Object.entries(PURCHASES)) {
    it(`${name}: names the order, the item, the amount and GST, and links the receipt`, async () => {
      const app = fullApp();
      const token = purchase.as ? app.client.signIn(SEED_IDS.maverickUserId) : undefined;
      const order = await buy(app.client, purchase.create, purchase.callback, purchase.body, token);
      // The callback was sent twice (a free order: none): still one message.
      const sent = mails(app, 'order-confirmation');
      expect(sent).toHaveLength(1);
      const [mail] = sent as [OutboxMessage];
      const receipt: OrderReceipt = parseOk(
        'GET orders/{order_id}',
        (await app.client.get('orders/{order_id}', { order_id: order.order_id, key: order.access_key })).body,
      ).data;
      expect(receipt.kind).toBe(purchase.kind);
      expect(mail.to).toBe(purchase.to);
      expect(mail.subject).toContain(order.order_id);
      const links = orderLinks(order.order_id, order.access_key ?? '', purchase.kind);
      const receiptUrl = `http://localhost:5173${links.receipt}`;
      for (const part of [
        order.order_id,
        receipt.item,
        formatMinor(order.amount, order.currency),
        receiptUrl,
      ])
        expect(mail.text).toContain(part);
      expect(mail.html).toContain(receiptUrl.replaceAll('&', '&amp;'));
      const gst = order.breakdown?.gst ?? 0;
      if (gst > 0) {
        const line =
          order.breakdown?.gst_treatment === 'included'
            ? checkoutTexts.gstIncluded(formatMinor(gst, order.currency))
            : formatMinor(gst, order.currency);
        expect(mail.text).toContain(`${checkoutTexts.gstAdded}: ${line}`);
      } else {
        expect(mail.text).not.toMatch(/^GST:/m);
      }
      if (order.paid) expect(mail.text).toContain(checkoutTexts.freeOrder);
      if (receipt.invoice_number) expect(mail.text).toContain(receipt.invoice_number);
      if (links.ticket) {
        expect(mail.text).toContain(`http://localhost:5173${links.ticket}`);
        for (const t of receipt.tickets) expect(mail.text).toContain(t.code);
        expect(mail.attachments).toHaveLength(1);
        const ics = mail.attachments?.[0];
        expect(ics?.filename).toMatch(/\.ics$/);
        expect(ics?.content_type).toMatch(/^text\/calendar/);
        expect(ics?.content).toMatch(/BEGIN:VCALENDAR[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*END:VCALENDAR/);
        expect(mail.text).toContain(receipt.calendar?.google ?? 'no calendar');
      } else {
        expect(mail.attachments).toBeUndefined();
        expect(mail.text).not.toContain('/ticket?');
      }
    });
  }

  it('makes the links absolute on MOCK_WEB_ORIGIN', async () => {
    const app = fullApp({ MOCK_WEB_ORIGIN: 'https://lwl.example' });
    const order = await buy(app.client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      event_id: 1,
      quantity: 1,
    });
    const [mail] = mails(app, 'order-confirmation');
    expect(mail?.text).toContain(
      `https://lwl.example/ticket?order=${order.order_id}&key=${order.access_key}`,
    );
    expect(mail?.text).not.toContain('localhost:5173');
  });

  it('sends nothing for an order that is only created, or a refused callback', async () => {
    const app = fullApp();
    const created = await app.client.post('event-payment', { ...GUEST_CONTACT, event_id: 1, quantity: 1 });
    expect(created.status).toBe(200);
    const forged = { razorpay_order_id: 'order_X', razorpay_payment_id: 'pay_X', razorpay_signature: 'x' };
    expect((await app.client.post('event-payment-callback', forged)).status).toBe(400);
    expect(mails(app)).toEqual([]);
  });
});

describe('POST resend-order-links', () => {
  it('answers the same for a buyer and an unknown address; only the buyer gets one message, newest first', async () => {
    const app = fullApp();
    const first = await buy(app.client, 'event-payment', 'event-payment-callback', {
      ...GUEST_CONTACT,
      event_id: 1,
      quantity: 1,
    });
    app.mock.clock.advance(60_000);
    const second = await buy(app.client, 'mentor-appointment-payment', 'mentor-payment-callback', {
      ...GUEST_CONTACT,
      mentor_id: 1,
    });
    const known = await app.client.post('resend-order-links', { email: 'ASHA@example.com' });
    const unknown = await app.client.post('resend-order-links', { email: 'nobody@example.com' });
    const answer = { status: 200, body: { status: 1, message: ordersMessages.linksResent } };
    expect(known).toMatchObject(answer);
    expect(unknown).toMatchObject(answer);
    expect(unknown.body).toEqual(known.body);
    const sent = mails(app, 'links-resent');
    expect(sent).toHaveLength(1);
    const [mail] = sent as [OutboxMessage];
    expect(mail.to).toBe(GUEST_CONTACT.email);
    const newer = mail.text.indexOf(second.order_id);
    const older = mail.text.indexOf(first.order_id);
    expect(newer).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newer);
    expect(mail.text).toContain(
      `http://localhost:5173${orderLinks(first.order_id, first.access_key ?? '', 'event').ticket}`,
    );
    expect(mail.text).toContain(
      `http://localhost:5173${orderLinks(second.order_id, second.access_key ?? '', 'mentor').receipt}`,
    );
  });

  it('refuses a malformed address (400) and a fourth request within 10 minutes (429, Retry-After), known or not', async () => {
    const app = fullApp();
    expect(await app.client.post('resend-order-links', { email: 'not-an-address' })).toMatchObject({
      status: 400,
    });
    for (const email of ['asha@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 3; i++)
        expect((await app.client.post('resend-order-links', { email })).status).toBe(200);
      const limited = await app.client.post('resend-order-links', { email });
      expect(limited).toMatchObject({
        status: 429,
        body: { status: 0, message: ordersMessages.tooManyResends },
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    app.mock.clock.advance(10 * 60_000 + 1);
    expect((await app.client.post('resend-order-links', { email: 'asha@example.com' })).status).toBe(200);
  });
});

describe('refund e-mails and instants', () => {
  it('a member’s paid ticket: refund-request on delete-event, then refund-update on the organisers’ decision', async () => {
    const app = fullApp();
    const maverick = app.client.signIn(SEED_IDS.maverickUserId);
    const order = await buy(
      app.client,
      'user-event-payment',
      'event-payment-callback',
      { event_id: 2, quantity: 2 },
      maverick,
    );
    const purchase = app.mock.state.store.eventPurchases.find((p) => p.order_id === order.order_id);
    if (!purchase) throw new Error('the purchase is recorded');
    app.mock.clock.advance(3_600_000);
    const requestedAt = app.mock.clock.now().toISOString();
    expect(
      (await app.client.post('delete-event', { event_id: purchase.id }, { token: maverick })).status,
    ).toBe(200);
    const [request] = mails(app, 'refund-request');
    expect(request).toMatchObject({
      to: 'maverick@lwl.test',
      subject: expect.stringContaining('Refund requested'),
    });
    expect(request?.text).toContain(order.order_id);
    expect(request?.text).toContain(formatMinor(order.amount, 'INR'));
    const events = parseOk(
      'GET account-events',
      (await app.client.get('account-events', {}, { token: maverick })).body,
    );
    expect(events.data.find((p) => p.id === purchase.id)).toMatchObject({
      refund_status: 'initiated',
      order_id: order.order_id,
      refund_requested_at: requestedAt,
      refund_updated_at: requestedAt,
    });
    const receiptOf = async () =>
      parseOk(
        'GET orders/{order_id}',
        (await app.client.get('orders/{order_id}', { order_id: order.order_id, key: order.access_key })).body,
      ).data;
    expect((await receiptOf()).refund).toMatchObject({
      status: 'requested',
      requested_at: requestedAt,
      amount: order.amount,
    });

    app.mock.clock.advance(86_400_000);
    const decided = await app.client.mock('PUT', `/__mock/refunds/${purchase.id}`, { status: 'refunded' });
    expect(decided).toMatchObject({
      status: 200,
      body: { status: 1, data: { id: purchase.id, refund_status: 'refunded' } },
    });
    const refund = (await receiptOf()).refund;
    expect(refund).toMatchObject({
      status: 'refunded',
      requested_at: requestedAt,
      updated_at: app.mock.clock.now().toISOString(),
      credit_note_number: expect.stringMatching(/^CN\/\d{4}\/\d{6}$/),
    });
    const [update] = mails(app, 'refund-update');
    expect(update?.to).toBe('maverick@lwl.test');
    expect(update?.text).toContain(refund?.credit_note_number ?? 'credit note');
    expect(update?.text).toContain(`http://localhost:5173/thank-you?order=${order.order_id}`);
  });

  it('a refused refund (failed) may be requested again; a seeded purchase without an order still gets e-mails', async () => {
    const app = fullApp();
    const titan = app.client.signIn(SEED_IDS.titanUserId);
    const id = SEED_IDS.titanUpcomingPurchaseId;
    expect((await app.client.post('delete-event', { event_id: id }, { token: titan })).status).toBe(200);
    expect((await app.client.mock('PUT', `/__mock/refunds/${id}`, { status: 'failed' })).status).toBe(200);
    const [update] = mails(app, 'refund-update');
    expect(update).toMatchObject({
      to: 'titan@lwl.test',
      subject: expect.stringContaining('was refused'),
    });
    expect(update?.text).not.toContain('/thank-you');
    expect((await app.client.post('delete-event', { event_id: id }, { token: titan })).status).toBe(200);
    expect(mails(app, 'refund-request')).toHaveLength(2);
  });

  it('PUT /__mock/refunds/{id} refuses a bad body, an unknown purchase, one without a request, and other sites', async () => {
    const app = fullApp();
    const id = SEED_IDS.titanUpcomingPurchaseId;
    expect(await app.client.mock('PUT', `/__mock/refunds/${id}`, { status: 'maybe' })).toMatchObject({
      status: 400,
    });
    expect(await app.client.mock('PUT', '/__mock/refunds/abc', { status: 'refunded' })).toMatchObject({
      status: 400,
    });
    expect(await app.client.mock('PUT', '/__mock/refunds/9999', { status: 'refunded' })).toMatchObject({
      status: 404,
    });
    expect(await app.client.mock('PUT', `/__mock/refunds/${id}`, { status: 'refunded' })).toMatchObject({
      status: 409,
      body: { status: 0, message: expect.stringContaining('no refund waiting') },
    });
    const crossSite = await app.mock.app.request(`/__mock/refunds/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ status: 'refunded' }),
    });
    expect(crossSite.status).toBe(403);
    const form = await app.mock.app.request(`/__mock/refunds/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: '{"status":"refunded"}',
    });
    expect(form.status).toBe(415);
    expect(mails(app)).toEqual([]);
  });
});

describe('the coupon beside the total', () => {
  it('the receipt and the confirmation e-mail name the coupon, its discount, and the GST in the amount paid', async () => {
    const app = fullApp();
    const order = await buy(app.client, 'mentor-appointment-payment', 'mentor-payment-callback', {
      ...GUEST_CONTACT,
      mentor_id: 1,
      coupon: 'LWL10',
    });
    const receipt = parseOk(
      'GET orders/{order_id}',
      (await app.client.get('orders/{order_id}', { order_id: order.order_id, key: order.access_key })).body,
    ).data;
    expect(receipt.coupon).toBe('LWL10');
    const discount = formatMinor(order.breakdown?.discount ?? -1, 'INR');
    const mail = mails(app, 'order-confirmation').find((m) => m.text.includes(order.order_id));
    expect(mail?.text).toContain(`${checkoutTexts.discount} (LWL10): − ${discount}`);
    expect(mail?.text).toContain(
      `${checkoutTexts.amountPaid}: ${formatMinor(order.amount, 'INR')} ${GST_LABELS.included}`,
    );
  });
});
