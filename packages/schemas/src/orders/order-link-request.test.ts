import { describe, expect, it } from 'vitest';
import { ordersEndpoints } from './endpoints.ts';
import { orderLinkRequest } from './order-link-request.ts';

const receipt = ordersEndpoints['GET orders/{order_id}'];

describe('the request of an order link', () => {
  it('with its key: the key alone, no token (auth none), the contract untouched', () => {
    const { def, input } = orderLinkRequest(receipt, { orderId: 'ord_1', key: 'k1' });
    expect(def.auth).toBe('none');
    expect(def.path).toBe(receipt.path);
    expect(input).toEqual({ order_id: 'ord_1', key: 'k1' });
    expect(receipt.auth).toBe('optional');
  });

  it("without a key: the signed-in owner's token, no key sent", () => {
    const { def, input } = orderLinkRequest(receipt, { orderId: 'ord_1', key: null });
    expect(def.auth).toBe('optional');
    expect(input).toEqual({ order_id: 'ord_1' });
  });
});
