import type { MentorAppointmentPaymentInput } from '@lwl/schemas';
import { THANK_YOU_REDIRECT, TRY_LATER_MESSAGES } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';

/** `POST mentor-appointment-payment`; the app's `confirmPayment` posts `mentor-payment-callback`. */
export type MentorOrderRequest = MentorAppointmentPaymentInput;

/** Mentor sessions: INR, /thank-you after the 1 s success redirect; 400/500 show the server message. */
export const MENTOR_CHECKOUT: Omit<CheckoutInput<MentorOrderRequest>, 'request'> = {
  currency: 'INR',
  redirect: THANK_YOU_REDIRECT,
  messages: TRY_LATER_MESSAGES,
};
