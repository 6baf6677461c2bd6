import { createHmac } from 'node:crypto';
import { ORDER_ID_PATTERN, PAYMENT_ID_PATTERN } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { newOrderId, newPaymentId } from './ids.ts';
import { paymentSignature, verifyPaymentSignature } from './signature.ts';

describe('sandbox ids', () => {
  it('match the provider formats and differ each time', () => {
    const orders = Array.from({ length: 50 }, newOrderId);
    expect(orders.every((id) => ORDER_ID_PATTERN.test(id))).toBe(true);
    expect(new Set(orders).size).toBe(50);
    expect(PAYMENT_ID_PATTERN.test(newPaymentId())).toBe(true);
  });
});

describe('payment signature', () => {
  it('is the hex HMAC-SHA256 of "order|payment"', () => {
    const expected = createHmac('sha256', 's3cret').update('order_A|pay_B').digest('hex');
    expect(paymentSignature('order_A', 'pay_B', 's3cret')).toBe(expected);
  });

  it('verifies the right signature and refuses forged, swapped or malformed ones', () => {
    const sig = paymentSignature('order_A', 'pay_B', 'k');
    expect(verifyPaymentSignature('order_A', 'pay_B', sig, 'k')).toBe(true);
    expect(verifyPaymentSignature('order_A', 'pay_B', sig.toUpperCase(), 'k')).toBe(true);
    expect(verifyPaymentSignature('order_A', 'pay_C', sig, 'k')).toBe(false);
    expect(verifyPaymentSignature('order_A', 'pay_B', sig, 'other')).toBe(false);
    expect(verifyPaymentSignature('order_A', 'pay_B', `${sig.slice(0, -1)}0`, 'k')).toBe(sig.endsWith('0'));
    expect(verifyPaymentSignature('order_A', 'pay_B', 'not-hex', 'k')).toBe(false);
    expect(verifyPaymentSignature('order_A', 'pay_B', '', 'k')).toBe(false);
  });
});
