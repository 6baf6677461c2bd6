import { type PurchaseDescriptor, THANK_YOU_REDIRECT, TRY_LATER_MESSAGES } from '../purchase-descriptor.ts';

/** Sponsor and enterprise packages, bought through the same calls. */
export const packagePurchase = {
  kind: 'package',
  sells: 'package',
  machineId: 'packagePurchase',
  checkoutId: 'packageCheckout',
  order: { guest: 'POST non-member-package-payment', member: 'POST package-payment' },
  callback: 'POST package-payment-callback',
  currency: 'INR',
  redirect: THANK_YOU_REDIRECT,
  messages: TRY_LATER_MESSAGES,
  whenPaid: 'redirect',
  dialog: 'couponOrDetails',
} as const satisfies PurchaseDescriptor;
