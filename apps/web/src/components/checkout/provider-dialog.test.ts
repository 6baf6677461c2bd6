import type { CheckoutEvent } from '@lwl/machines';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MERCHANT_NAME } from './checkout-config.ts';
import { providerOptions } from './provider-dialog.ts';

const order = {
  orderId: 'order_AbCdEfGh123456',
  amount: 450_000,
  currency: 'INR' as const,
  description: 'Women in Leadership Summit',
  prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
};

describe('providerOptions', () => {
  it("passes the server's order id, the currency, 'LWL' and the buyer's prefill", () => {
    const options = providerOptions(order, () => {});
    expect(options).toMatchObject({
      order_id: 'order_AbCdEfGh123456',
      currency: 'INR',
      amount: 450_000,
      name: CHECKOUT_MERCHANT_NAME,
      description: 'Women in Leadership Summit',
      prefill: order.prefill,
    });
    expect(options.key).not.toBe('');
  });

  it('sends payment.succeed with the three fields, and payment.dismiss on close', () => {
    const sent: CheckoutEvent[] = [];
    const options = providerOptions({ ...order, description: undefined, prefill: undefined }, (e) =>
      sent.push(e),
    );
    expect(options).not.toHaveProperty('description');
    expect(options).not.toHaveProperty('prefill');
    const confirmation = {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_AbCdEfGh123456',
      razorpay_signature: 'f'.repeat(64),
    };
    options.handler(confirmation);
    options.modal?.ondismiss?.();
    expect(sent).toEqual([{ type: 'payment.succeed', confirmation }, { type: 'payment.dismiss' }]);
  });
});
