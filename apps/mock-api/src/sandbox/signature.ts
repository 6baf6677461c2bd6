import { platformCrypto } from '#platform/crypto';
import { fromHex, toHex } from '../platform/bytes.ts';

/** Whether a given hex signature is the expected one, in constant time (any other length or form is false). */
function sameHex(expectedHex: string, given: string): boolean {
  const expected = fromHex(expectedHex);
  const bytes = /^[0-9a-f]{64}$/i.test(given) ? fromHex(given) : null;
  return (
    expected !== null &&
    bytes !== null &&
    bytes.length === expected.length &&
    platformCrypto.timingSafeEqual(bytes, expected)
  );
}

/** The provider's payment signature: hex HMAC-SHA256 of `order_id|payment_id` keyed with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return toHex(platformCrypto.hmacSha256(secret, `${orderId}|${paymentId}`));
}

/** Constant-time check of a signature (any length or encoding mismatch is simply false). */
export function verifyPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  return sameHex(paymentSignature(orderId, paymentId, secret), signature);
}

/** The provider's webhook signature (`X-Razorpay-Signature`): hex HMAC-SHA256 of the raw body, keyed with the webhook secret. */
export function webhookSignature(rawBody: string, secret: string): string {
  return toHex(platformCrypto.hmacSha256(secret, rawBody));
}

/** Constant-time check of a webhook's signature. */
export function verifyWebhookSignature(rawBody: string, signature: string, secret: string): boolean {
  return sameHex(webhookSignature(rawBody, secret), signature);
}
