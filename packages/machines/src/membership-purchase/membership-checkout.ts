import { type MembershipPayment, membershipMessages } from '@lwl/schemas';
import { THANK_YOU_REDIRECT, TRY_LATER_MESSAGES } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';

/** `POST membership-payment` (multipart); the app's `confirmPayment` posts `membership-payment-callback`. */
export type MembershipOrderRequest = MembershipPayment;

/** Memberships: INR, the welcome message, /thank-you after 1 s. */
export const MEMBERSHIP_CHECKOUT: Omit<CheckoutInput<MembershipOrderRequest>, 'request'> = {
  currency: 'INR',
  redirect: THANK_YOU_REDIRECT,
  messages: { ...TRY_LATER_MESSAGES, success: membershipMessages.bookingSuccess },
};
