import { describe, expect, it } from 'vitest';
import { applyCoupon } from './coupons.ts';

describe('applyCoupon', () => {
  it('leaves the amount without a coupon (absent or blank)', () => {
    expect(applyCoupon(4500, undefined)).toEqual({ ok: true, amount: 4500 });
    expect(applyCoupon(4500, '  ')).toEqual({ ok: true, amount: 4500 });
  });
  it('FREE100 makes it free, LWL10 takes 10% off (any case)', () => {
    expect(applyCoupon(4500, 'FREE100')).toEqual({ ok: true, amount: 0 });
    expect(applyCoupon(4500, 'lwl10')).toEqual({ ok: true, amount: 4050 });
    expect(applyCoupon(999.99, 'LWL10')).toEqual({ ok: true, amount: 899.99 });
  });
  it('refuses any other code', () => {
    expect(applyCoupon(4500, 'SAVE50')).toEqual({ ok: false, message: 'Invalid coupon code.' });
  });
});
