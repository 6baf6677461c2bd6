import { computeCharge } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock/clock.ts';
import { createSeed } from '../store/seed.ts';
import { createSandboxApp } from './sandbox-app.ts';
import { paymentSignature } from './signature.ts';

function setup() {
  const store = createSeed(new Date('2025-03-10T09:30:00Z'));
  store.orders.push({
    order_id: 'order_ABCDEFGHIJKLMN',
    item: { kind: 'package', package_id: 1 },
    amount: 1_800_000,
    breakdown: computeCharge({
      unitPrice: 15_254.24,
      quantity: 1,
      currency: 'INR',
      treatment: 'added',
      discountPercent: 0,
      supply: 'intra_state',
    }),
    currency: 'INR',
    coupon: null,
    user_id: null,
    buyer: null,
    status: 'created',
    payment_id: null,
    created_at: '2025-03-10T09:30:00Z',
    paid_at: null,
  });
  const app = createSandboxApp({
    store: () => store,
    secret: 'k',
    clock: manualClock('2025-03-10T09:30:00Z'),
    orderTtlS: 3600,
  });
  return { app, store };
}

describe('payment sandbox', () => {
  it('serves the checkout script with the Razorpay surface and the dialog texts', async () => {
    const { app } = setup();
    const res = await app.request('/checkout.js');
    expect(res.headers.get('content-type')).toContain('javascript');
    const script = await res.text();
    for (const text of [
      'window.Razorpay',
      "'Test checkout'",
      'Simulate success',
      'Simulate failure',
      "'Cancel'",
      'ondismiss',
      'payment.failed',
      "'aria-modal'",
      'Escape',
    ]) {
      expect(script).toContain(text);
    }
    expect(() => new Function(script)).not.toThrow();
  });

  it('pays an order: a pay_ id and the HMAC signature; answers the amount for the dialog', async () => {
    const { app, store } = setup();
    const order = await app.request('/checkout/orders/order_ABCDEFGHIJKLMN');
    expect(await order.json()).toMatchObject({ amount: 1_800_000, currency: 'INR' });
    const res = await app.request('/checkout/pay', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:5173' },
      body: JSON.stringify({ order_id: 'order_ABCDEFGHIJKLMN' }),
    });
    const body = (await res.json()) as Record<string, string>;
    expect(body.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(body.razorpay_signature).toBe(
      paymentSignature('order_ABCDEFGHIJKLMN', body.razorpay_payment_id ?? '', 'k'),
    );
    expect(store.payments).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 without one', async () => {
    const { app } = setup();
    const unknown = await app.request('/checkout/pay', {
      method: 'POST',
      body: JSON.stringify({ order_id: 'order_x' }),
    });
    expect(unknown.status).toBe(404);
    expect((await app.request('/checkout/pay', { method: 'POST', body: 'nope' })).status).toBe(400);
    expect((await app.request('/checkout/orders/order_x')).status).toBe(404);
  });
});
