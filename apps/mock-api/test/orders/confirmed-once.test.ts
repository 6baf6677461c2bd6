/**
 * A payment the provider took is confirmed exactly once, whatever is lost on the way: by the buyer's
 * callback, by the provider's `payment.captured` webhook, or by her next order for the same item, which
 * answers the paid order instead of charging again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { paymentCapturedBody } from '../../src/orders/payment-webhook.ts';
import { webhookSignature } from '../../src/sandbox/signature.ts';
import { fullApp, GUEST_CONTACT, parseOk, payInSandbox } from '../handlers/setup.ts';

const TICKET = { ...GUEST_CONTACT, event_id: 2, quantity: 1 };

/** A guest's event order, paid in the sandbox, its confirmation never sent. */
async function paidNotConfirmed(env: Record<string, string>) {
  const app = fullApp(env);
  const order = parseOk('POST event-payment', (await app.client.post('event-payment', TICKET)).body);
  const confirmation = await payInSandbox(app.client, order.order_id);
  return { ...app, order, confirmation };
}

const store = (app: ReturnType<typeof fullApp>) => app.mock.state.store;
const receiptsTo = (app: ReturnType<typeof fullApp>, email: string) =>
  app.mock.state.outbox.list().filter((m) => m.to === email && m.subject.startsWith('Your receipt'));

describe('a payment taken is confirmed once', () => {
  it("the provider's webhook confirms a payment whose callback never came: one purchase, one e-mail", async () => {
    const app = await paidNotConfirmed({ MOCK_WEBHOOK_DELAY_MS: '0' });
    await vi.waitFor(() =>
      expect(store(app).orders.find((o) => o.order_id === app.order.order_id)?.status).toBe('paid'),
    );
    const purchases = () => store(app).eventPurchases.filter((p) => p.order_id === app.order.order_id);
    expect(purchases()).toHaveLength(1);
    expect(receiptsTo(app, GUEST_CONTACT.email)).toHaveLength(1);
    // The buyer's late callback is answered as a success and records nothing twice.
    const late = await app.client.post('event-payment-callback', app.confirmation);
    expect(late.status).toBe(200);
    expect(purchases()).toHaveLength(1);
    expect(receiptsTo(app, GUEST_CONTACT.email)).toHaveLength(1);
  });

  it('a new order for the same item answers the paid one: no second payment, one receipt', async () => {
    const app = await paidNotConfirmed({ MOCK_WEBHOOK_DELAY_MS: '600000' });
    const again = parseOk('POST event-payment', (await app.client.post('event-payment', TICKET)).body);
    expect(again).toMatchObject({
      order_id: app.order.order_id,
      paid: true,
      access_key: app.order.access_key,
    });
    expect(store(app).payments.filter((p) => p.order_id === app.order.order_id)).toHaveLength(1);
    expect(store(app).orders.filter((o) => o.buyer?.email === GUEST_CONTACT.email)).toHaveLength(1);
    expect(receiptsTo(app, GUEST_CONTACT.email)).toHaveLength(1);
    // Another buyer, or another item, gets an order of her own.
    const other = parseOk(
      'POST event-payment',
      (await app.client.post('event-payment', { ...TICKET, email: 'someone@example.com' })).body,
    );
    expect(other.order_id).not.toBe(app.order.order_id);
    expect(other.paid).toBeUndefined();
  });

  it('the sandbox never takes a second payment for an order', async () => {
    const app = await paidNotConfirmed({ MOCK_WEBHOOK_DELAY_MS: '600000' });
    const second = await app.client.mock('POST', '/__mock/checkout/pay', { order_id: app.order.order_id });
    expect(second).toMatchObject({ status: 400, body: { message: 'This order is already paid.' } });
    expect(store(app).payments.filter((p) => p.order_id === app.order.order_id)).toHaveLength(1);
  });

  it('refuses a webhook whose signature is not the provider’s, and ignores one for a payment it never took', async () => {
    const app = await paidNotConfirmed({ MOCK_WEBHOOK_DELAY_MS: '600000' });
    const { order, confirmation } = app;
    const body = (id: string) =>
      JSON.stringify(
        paymentCapturedBody({ id, order_id: order.order_id, amount: order.amount, currency: 'INR' }),
      );
    const post = (raw: string, signature: string) =>
      app.mock.app.request('/api/payment-webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        body: raw,
      });
    const secret = app.mock.env.RAZORPAY_WEBHOOK_SECRET;
    const genuine = body(confirmation.razorpay_payment_id);
    expect((await post(genuine, webhookSignature(genuine, 'not-the-secret'))).status).toBe(400);
    const stranger = body('pay_NotTakenHere01');
    expect((await post(stranger, webhookSignature(stranger, secret))).status).toBe(200);
    expect(store(app).orders.find((o) => o.order_id === order.order_id)?.status).toBe('created');
    expect((await post(genuine, webhookSignature(genuine, secret))).status).toBe(200);
    expect(store(app).orders.find((o) => o.order_id === order.order_id)?.status).toBe('paid');
  });

  it('a payment taken before a restart and never confirmed: the restarted mock sends its webhook again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-webhook-'));
    try {
      const file = join(folder, 'state.json');
      const before = await paidNotConfirmed({ MOCK_DATA_FILE: file, MOCK_WEBHOOK_DELAY_MS: '600000' });
      expect(store(before).orders.find((o) => o.order_id === before.order.order_id)?.status).toBe('created');
      const after = fullApp({ MOCK_DATA_FILE: file, MOCK_WEBHOOK_DELAY_MS: '0' });
      await vi.waitFor(() =>
        expect(store(after).orders.find((o) => o.order_id === before.order.order_id)?.status).toBe('paid'),
      );
      expect(store(after).eventPurchases.filter((p) => p.order_id === before.order.order_id)).toHaveLength(1);
      expect(receiptsTo(after, GUEST_CONTACT.email)).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
