import { commonMessages } from '../../common/messages.ts';
import { ROUTES } from '../../constants/navigation.ts';
import { TIMING_MS } from '../../constants/timing.ts';
import { eventMessages } from '../../events/messages.ts';
import type { PurchaseDescriptor } from '../purchase-descriptor.ts';

export const eventPurchase = {
  kind: 'event',
  sells: 'event',
  machineId: 'eventBooking',
  checkoutId: 'eventCheckout',
  order: { guest: 'POST event-payment', member: 'POST user-event-payment' },
  callback: 'POST event-payment-callback',
  currency: 'INR',
  redirect: { to: ROUTES.thankYou, delayMs: TIMING_MS.thankYouAfterEventPayment },
  messages: {
    orderFailed: eventMessages.paymentCallFailed,
    confirmFailed: eventMessages.confirmationFailed,
    scriptFailed: commonMessages.somethingWrongTryLater,
  },
  whenPaid: 'redirect',
  dialog: 'couponOrDetails',
} as const satisfies PurchaseDescriptor;
