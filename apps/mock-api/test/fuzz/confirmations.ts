import { type PaymentConfirmation, paymentConfirmationSchema } from '@lwl/schemas';
import type { Store } from '../../src/store/store.ts';
import { api, type TestApp } from '../client.ts';

const contact = (n: number) => ({
  name: `Pool Buyer ${n}`,
  email: `pool.buyer.${n}@example.com`,
  company_name: 'Pool Co',
  designation: 'Buyer',
  phone: '9876543210',
});

/** Order-creating calls of each callback's kind, for a guest. */
const orderCalls = (n: number): Record<string, [string, Record<string, unknown>]> => ({
  'POST event-payment-callback': ['event-payment', { ...contact(n), quantity: 1, event_id: 1 }],
  'POST venture-payment-callback': [
    'venture-payment',
    { ...contact(n), member_type: 'non_member', price_type: 'day_1_pass', venture_id: 1 },
  ],
  'POST mentor-payment-callback': ['mentor-appointment-payment', { ...contact(n), mentor_id: 1 }],
  'POST package-payment-callback': ['non-member-package-payment', { ...contact(n), package_id: 1 }],
  'POST membership-payment-callback': [
    'membership-payment',
    {
      ...contact(n),
      title: 'Ms',
      first_name: 'Pool',
      last_name: `Member ${n}`,
      city: 'Delhi',
      password: 'Pool@12345',
      pincode: '110001',
      provides_gst_details: '0',
      membership_price_id: 101,
    },
  ],
});

/**
 * Real confirmations per callback operation: orders created through the API and paid in the sandbox
 * (`POST /__mock/checkout/pay`), not yet posted to their callback.
 */
export async function confirmationPool(
  mock: TestApp<Store>,
  perKind: number,
): Promise<Record<string, PaymentConfirmation[]>> {
  const client = api(mock);
  const pool: Record<string, PaymentConfirmation[]> = {};
  for (let n = 0; n < perKind; n++) {
    for (const [callback, [path, body]] of Object.entries(orderCalls(n))) {
      const order = await client.post(path, body);
      if (order.status !== 200 || typeof order.body !== 'object' || order.body === null)
        throw new Error(`pool: ${path} answered ${order.status} ${JSON.stringify(order.body)}`);
      const orderId: unknown = Reflect.get(order.body, 'order_id');
      const paid = await client.mock('POST', '/__mock/checkout/pay', { order_id: orderId });
      const list = pool[callback] ?? [];
      list.push(paymentConfirmationSchema.parse(paid.body));
      pool[callback] = list;
    }
  }
  return pool;
}
