import { orderLinks } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { orderLinkParams } from './order-link-params.ts';

describe('the order an address names', () => {
  it('reads the order and key of the links the e-mails and the app build', () => {
    const links = orderLinks('order_Ab12Cd34Ef56Gh', 'q3Zr8tWkX1nB4yLm0PfA_g', 'event');
    for (const path of [links.receipt, links.ticket ?? '', links.invoice]) {
      const url = new URL(path, 'http://localhost');
      expect(orderLinkParams(url.search)).toEqual({
        orderId: 'order_Ab12Cd34Ef56Gh',
        key: 'q3Zr8tWkX1nB4yLm0PfA_g',
      });
    }
    expect(orderLinkParams('?order=a%26b&key=x%2Fy%2Bz%3D')).toEqual({ orderId: 'a&b', key: 'x/y+z=' });
  });

  it('has no key for an owner’s link or a link cut short, and no order without one', () => {
    expect(orderLinkParams('?order=order_Ab12Cd34Ef56Gh')).toEqual({
      orderId: 'order_Ab12Cd34Ef56Gh',
      key: null,
    });
    expect(orderLinkParams('?order=order_Ab12Cd34Ef56Gh&key=')).toEqual({
      orderId: 'order_Ab12Cd34Ef56Gh',
      key: null,
    });
    expect(orderLinkParams('')).toBeNull();
    expect(orderLinkParams('?key=q3Zr8tWkX1nB4yLm0PfA_g')).toBeNull();
    expect(orderLinkParams('?order=%20')).toBeNull();
  });
});
