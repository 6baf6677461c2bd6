/**
 * The provider's public key id (`key` of the checkout options). The create-order answers carry no
 * key, so the build supplies it: `VITE_CHECKOUT_KEY_ID` (a Razorpay key id in production); the mock's
 * sandbox accepts any. The merchant name shown in the provider's dialog is 'LWL'.
 * TODO(lead): hoist into src/lib/env.ts beside `checkoutScriptUrl`.
 */
const rawKey: unknown = import.meta.env.VITE_CHECKOUT_KEY_ID;

export const CHECKOUT_KEY_ID =
  typeof rawKey === 'string' && rawKey.trim() !== '' ? rawKey.trim() : 'rzp_test_lwl_sandbox';

export const CHECKOUT_MERCHANT_NAME = 'LWL';
