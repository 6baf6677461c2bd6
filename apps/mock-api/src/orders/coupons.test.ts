import { describe, expect, it } from 'vitest';
import { readCoupon } from './coupons.ts';

describe('readCoupon', () => {
  it('no coupon (absent or blank) is 0 % off', () => {
    expect(readCoupon(undefined)).toEqual({ ok: true, code: null, percentOff: 0 });
    expect(readCoupon('  ')).toEqual({ ok: true, code: null, percentOff: 0 });
  });
  it('FREE100 is 100 % off, LWL10 10 % (any case, trimmed)', () => {
    expect(readCoupon('FREE100')).toEqual({ ok: true, code: 'FREE100', percentOff: 100 });
    expect(readCoupon(' lwl10 ')).toEqual({ ok: true, code: 'LWL10', percentOff: 10 });
  });
  it('refuses any other code, including inherited property names', () => {
    expect(readCoupon('SAVE50')).toEqual({ ok: false, message: 'Invalid coupon code.' });
    expect(readCoupon('constructor')).toEqual({ ok: false, message: 'Invalid coupon code.' });
  });
});
