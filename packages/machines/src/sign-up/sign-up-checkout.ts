import { GLOBAL_CHECKOUT_CURRENCY, type GlobalMembershipPayment, membershipMessages } from '@lwl/schemas';
import { THANK_YOU_REDIRECT, TRY_LATER_MESSAGES } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';

/**
 * `POST global-membership-payment` (multipart), used by both sign-ups; the app's `confirmPayment`
 * posts `membership-payment-callback`.
 */
export type SignUpOrderRequest = GlobalMembershipPayment;

/**
 * Sign-ups: USD. The global checkout is USD; the UAE currency is not shown, and its
 * prices are in USD, so the UAE checkout is USD too (docs/product-rules.md, "Membership offering").
 * Welcome message, /thank-you after 1 s.
 */
export const SIGN_UP_CHECKOUT: Omit<CheckoutInput<SignUpOrderRequest>, 'request'> = {
  currency: GLOBAL_CHECKOUT_CURRENCY,
  redirect: THANK_YOU_REDIRECT,
  messages: { ...TRY_LATER_MESSAGES, success: membershipMessages.bookingSuccess },
};
