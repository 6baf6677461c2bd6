import { computeCharge } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../src/store/seed.ts';
import type { OrderRecord, Store } from '../../src/store/store.ts';
import { TEST_NOW } from '../client.ts';
import { storeViolations } from './store-invariants.ts';

const seed = (): Store => createSeed(new Date(TEST_NOW));

const paidEventOrder = (store: Store): OrderRecord => ({
  order_id: 'order_AAAAAAAAAAAAAA',
  item: { kind: 'event', event_id: 1, quantity: 1, price_id: 1 },
  amount: 450000,
  breakdown: computeCharge({
    unitPrice: 4500,
    quantity: 1,
    currency: 'INR',
    treatment: 'included',
    discountPercent: 0,
    supply: 'intra_state',
  }),
  currency: 'INR',
  coupon: null,
  user_id: store.users[1]?.id ?? null,
  buyer: null,
  status: 'paid',
  payment_id: 'pay_AAAAAAAAAAAAAA',
  created_at: TEST_NOW,
  paid_at: TEST_NOW,
});

describe('storeViolations', () => {
  it('finds nothing wrong with the seed', () => {
    expect(storeViolations(seed(), {})).toEqual([]);
  });

  it('names purchases of missing users or events, repeated ids and bad refund states', () => {
    const store = seed();
    const purchase = store.eventPurchases[0];
    if (!purchase) throw new Error('the seed has an event purchase');
    const broken = { ...purchase, user_id: 9999, event_id: 9999 };
    // A state file can hold any text here; the type cannot.
    Reflect.set(broken, 'refund_status', 'lost');
    store.eventPurchases.push(broken);
    expect(storeViolations(store)).toEqual(
      expect.arrayContaining([
        `eventPurchases: id ${purchase.id} is used more than once`,
        `eventPurchase ${purchase.id}: unknown user 9999`,
        `eventPurchase ${purchase.id}: points at a missing record 9999`,
        `eventPurchase ${purchase.id}: refund_status 'lost'`,
      ]),
    );
  });

  it('names a paid order recorded twice, a paid order never recorded and a bad amount', () => {
    const store = seed();
    const order = paidEventOrder(store);
    store.orders.push(order, { ...order, order_id: 'order_BBBBBBBBBBBBBB', amount: -1.5 });
    const purchase = store.eventPurchases[0];
    if (!purchase) throw new Error('the seed has an event purchase');
    store.eventPurchases.push(
      { ...purchase, id: 900, order_id: order.order_id },
      { ...purchase, id: 901, order_id: order.order_id },
    );
    store.counters.eventPurchase = 901;
    expect(storeViolations(store)).toEqual([
      'order order_BBBBBBBBBBBBBB: amount -1.5 is not a non-negative integer',
      `order ${order.order_id}: recorded 2 times (eventPurchase 900, eventPurchase 901)`,
      'order order_BBBBBBBBBBBBBB: paid but no purchase recorded',
      // Pushed by hand, so without the invoice recordPurchase issues.
      `order ${order.order_id}: 0 invoices`,
      'order order_BBBBBBBBBBBBBB: 0 invoices',
    ]);
  });

  it('names a session whose user does not exist and a counter behind its records', () => {
    const store = seed();
    store.counters.user = 1;
    expect(storeViolations(store, { abc12345: { userId: 4242, expiresAt: TEST_NOW } })).toEqual([
      'session abc12345…: unknown user 4242',
      `counter user (1) is behind its highest id ${Math.max(...store.users.map((u) => u.id))}`,
    ]);
  });
});
