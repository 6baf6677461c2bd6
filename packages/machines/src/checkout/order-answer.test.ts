import { describe, expect, it } from 'vitest';
import { isPaidOrder, paymentFailedMessage } from './order-answer.ts';
import { createdOrder, paidOrder } from './test-kit.ts';

describe('order answers', () => {
  it('tells a paid order from one to pay', () => {
    expect(isPaidOrder(paidOrder)).toBe(true);
    expect(isPaidOrder(createdOrder)).toBe(false);
  });

  it("builds the failure alert from the provider's description", () => {
    expect(paymentFailedMessage({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } })).toBe(
      'Payment Failed! Card declined',
    );
  });
});
