import { describe, expect, it } from 'vitest';
import { isPaidOrder, isPayableOrder, paymentFailedMessage } from './order-answer.ts';
import { createdOrder, paidOrder } from './test-kit.ts';

describe('order answers', () => {
  it('tells a paid order, a payable order and a refusal apart', () => {
    expect([isPaidOrder(paidOrder), isPayableOrder(paidOrder)]).toEqual([true, false]);
    expect([isPaidOrder(createdOrder), isPayableOrder(createdOrder)]).toEqual([false, true]);
    const refused = { status: 0, message: 'Invalid coupon code.' } as const;
    expect([isPaidOrder(refused), isPayableOrder(refused)]).toEqual([false, false]);
  });

  it("builds the failure alert from the provider's description", () => {
    expect(paymentFailedMessage({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } })).toBe(
      'Payment Failed! Card declined',
    );
  });
});
