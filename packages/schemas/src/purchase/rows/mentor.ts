import { type PurchaseDescriptor, THANK_YOU_REDIRECT, TRY_LATER_MESSAGES } from '../purchase-descriptor.ts';

export const mentorPurchase = {
  kind: 'mentor',
  sells: 'mentor',
  machineId: 'mentorBooking',
  checkoutId: 'mentorCheckout',
  order: 'POST mentor-appointment-payment',
  callback: 'POST mentor-payment-callback',
  currency: 'INR',
  redirect: THANK_YOU_REDIRECT,
  messages: TRY_LATER_MESSAGES,
  whenPaid: 'redirect',
  dialog: 'details',
} as const satisfies PurchaseDescriptor;
