import {
  commonMessages,
  type EventPaymentInput,
  eventMessages,
  ROUTES,
  TIMING_MS,
  type UserEventPaymentInput,
} from '@lwl/schemas';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';

/**
 * The create-order request of an event booking: a guest's goes to `POST event-payment`, a signed-in
 * member's to `POST user-event-payment`; the app's `createOrder` picks the call by `kind`, and its
 * `confirmPayment` posts `event-payment-callback`.
 */
export type EventOrderRequest =
  | { kind: 'guest'; body: EventPaymentInput }
  | { kind: 'member'; body: UserEventPaymentInput };

/** Events: INR, /thank-you 100 ms after the dialog closes, the events' failure messages. */
export const EVENT_CHECKOUT: Omit<CheckoutInput<EventOrderRequest>, 'request'> = {
  currency: 'INR',
  redirect: { to: ROUTES.thankYou, delayMs: TIMING_MS.thankYouAfterEventPayment },
  messages: {
    orderFailed: eventMessages.paymentCallFailed,
    confirmFailed: eventMessages.confirmationFailed,
    scriptFailed: commonMessages.somethingWrongTryLater,
  },
};
