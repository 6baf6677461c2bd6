import { createHmac, timingSafeEqual } from 'node:crypto';

/** The provider's payment signature: hex HMAC-SHA256 of `order_id|payment_id` keyed with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Constant-time check of a signature (any length or encoding mismatch is simply false). */
export function verifyPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  const expected = Buffer.from(paymentSignature(orderId, paymentId, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The provider's webhook signature (`X-Razorpay-Signature`): hex HMAC-SHA256 of the raw body, keyed with the webhook secret. */
export function webhookSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a webhook's signature. */
export function verifyWebhookSignature(rawBody: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(webhookSignature(rawBody, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
