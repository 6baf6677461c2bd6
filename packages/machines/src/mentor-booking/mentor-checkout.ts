import { commonMessages, type MentorAppointmentPaymentInput, TIMING_MS } from '@lwl/schemas';
import { type CheckoutInput, createCheckoutMachine } from '../checkout/checkout-machine.ts';
import { THANK_YOU_PATH } from '../checkout/purchase-routes.ts';

/** `POST mentor-appointment-payment`; the app's `confirmPayment` posts `mentor-payment-callback`. */
export type MentorOrderRequest = MentorAppointmentPaymentInput;

export const mentorCheckoutMachine = createCheckoutMachine<MentorOrderRequest>('mentorCheckout');

/** Mentor sessions: INR, /thank-you after the 1 s success redirect; 400/500 show the server message. */
export const MENTOR_CHECKOUT: Omit<CheckoutInput<MentorOrderRequest>, 'request'> = {
  currency: 'INR',
  redirect: { path: THANK_YOU_PATH, delayMs: TIMING_MS.redirectAfterSuccess },
  messages: {
    orderFailed: commonMessages.somethingWrongTryLater,
    confirmFailed: commonMessages.somethingWrongTryLater,
    scriptFailed: commonMessages.somethingWrongTryLater,
  },
};
