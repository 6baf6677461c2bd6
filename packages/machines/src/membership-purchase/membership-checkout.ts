import { commonMessages, type MembershipPayment, membershipMessages, TIMING_MS } from '@lwl/schemas';
import { type CheckoutInput, createCheckoutMachine } from '../checkout/checkout-machine.ts';
import { THANK_YOU_PATH } from '../checkout/purchase-routes.ts';

/** `POST membership-payment` (multipart); the app's `confirmPayment` posts `membership-payment-callback`. */
export type MembershipOrderRequest = MembershipPayment;

export const membershipCheckoutMachine = createCheckoutMachine<MembershipOrderRequest>('membershipCheckout');

/** Memberships: INR, the welcome message, /thank-you after 1 s (membership.md §4, §7). */
export const MEMBERSHIP_CHECKOUT: Omit<CheckoutInput<MembershipOrderRequest>, 'request'> = {
  currency: 'INR',
  redirect: { path: THANK_YOU_PATH, delayMs: TIMING_MS.redirectAfterSuccess },
  messages: {
    orderFailed: commonMessages.somethingWrongTryLater,
    confirmFailed: commonMessages.somethingWrongTryLater,
    scriptFailed: commonMessages.somethingWrongTryLater,
    success: membershipMessages.bookingSuccess,
  },
};
