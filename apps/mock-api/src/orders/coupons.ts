import { commonMessages } from '@lwl/schemas';

/** Coupons of the mock (design.md): compared without regard to case. */
export const COUPONS = { FREE100: 1, LWL10: 0.1 } as const;

export type CouponResult = { ok: true; amount: number } | { ok: false; message: string };

/** The amount after the coupon (major units, rounded to the paisa/cent); no coupon leaves it as is. */
export function applyCoupon(amount: number, coupon: string | undefined | null): CouponResult {
  if (coupon === undefined || coupon === null || coupon.trim() === '') return { ok: true, amount };
  const code = coupon.trim().toUpperCase();
  if (code === 'FREE100') return { ok: true, amount: 0 };
  if (code === 'LWL10') return { ok: true, amount: Math.round(amount * (1 - COUPONS.LWL10) * 100) / 100 };
  return { ok: false, message: commonMessages.invalidCoupon };
}
