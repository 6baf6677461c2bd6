import { randomInt } from '../platform/random.ts';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random alphanumerics (the provider's id alphabet). */
function randomAlphanumerics(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERICS[randomInt(ALPHANUMERICS.length)];
  return out;
}

/** `order_` + 14 alphanumerics. */
export const newOrderId = (): string => `order_${randomAlphanumerics(14)}`;
/** `pay_` + 14 alphanumerics. */
export const newPaymentId = (): string => `pay_${randomAlphanumerics(14)}`;
