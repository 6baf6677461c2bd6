import { commonMessages } from '@lwl/schemas';

/** Coupons of the mock (docs/decisions/0012), percent off the listed price before GST; compared without regard to case. */
const COUPON_PERCENT_OFF: Readonly<Record<string, number>> = { FREE100: 100, LWL10: 10 };

export type CouponResult =
  | { ok: true; code: string | null; percentOff: number }
  | { ok: false; message: string };

/** The coupon's discount in percent; no coupon (absent or blank) is 0 % off, an unknown code is refused. */
export function readCoupon(coupon: string | undefined | null): CouponResult {
  if (coupon === undefined || coupon === null || coupon.trim() === '')
    return { ok: true, code: null, percentOff: 0 };
  const code = coupon.trim().toUpperCase();
  const percentOff = Object.hasOwn(COUPON_PERCENT_OFF, code) ? COUPON_PERCENT_OFF[code] : undefined;
  if (percentOff === undefined) return { ok: false, message: commonMessages.invalidCoupon };
  return { ok: true, code, percentOff };
}
