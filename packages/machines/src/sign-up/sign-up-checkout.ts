import {
  commonMessages,
  GLOBAL_CHECKOUT_CURRENCY,
  type GlobalMembershipPayment,
  membershipMessages,
  TIMING_MS,
} from '@lwl/schemas';
import { type CheckoutInput, createCheckoutMachine } from '../checkout/checkout-machine.ts';
import { THANK_YOU_PATH } from '../checkout/purchase-routes.ts';

/**
 * `POST global-membership-payment` (multipart), used by both sign-ups; the app's `confirmPayment`
 * posts `membership-payment-callback`.
 */
export type SignUpOrderRequest = GlobalMembershipPayment;

export const signUpCheckoutMachine = createCheckoutMachine<SignUpOrderRequest>('signUpCheckout');

/**
 * Sign-ups: USD. The global checkout is USD (membership.md §4); the UAE currency is not shown, and its
 * prices are given in USD (§9), so the UAE checkout is USD too. Welcome message, /thank-you after 1 s.
 */
export const SIGN_UP_CHECKOUT: Omit<CheckoutInput<SignUpOrderRequest>, 'request'> = {
  currency: GLOBAL_CHECKOUT_CURRENCY,
  redirect: { path: THANK_YOU_PATH, delayMs: TIMING_MS.redirectAfterSuccess },
  messages: {
    orderFailed: commonMessages.somethingWrongTryLater,
    confirmFailed: commonMessages.somethingWrongTryLater,
    scriptFailed: commonMessages.somethingWrongTryLater,
    success: membershipMessages.bookingSuccess,
  },
};
