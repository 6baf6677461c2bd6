import { GLOBAL_CHECKOUT_CURRENCY } from '../../constants/global-sign-up.ts';
import { membershipMessages } from '../../membership/messages.ts';
import { type PurchaseDescriptor, THANK_YOU_REDIRECT, TRY_LATER_MESSAGES } from '../purchase-descriptor.ts';

/** A membership bought on a tier's page (multipart), with the welcome message. */
export const membershipPurchase = {
  kind: 'membership',
  sells: 'membership',
  machineId: 'membershipPurchase',
  checkoutId: 'membershipCheckout',
  order: 'POST membership-payment',
  callback: 'POST membership-payment-callback',
  currency: 'INR',
  redirect: THANK_YOU_REDIRECT,
  messages: { ...TRY_LATER_MESSAGES, success: membershipMessages.bookingSuccess },
  whenPaid: 'redirect',
  dialog: 'form',
} as const satisfies PurchaseDescriptor;

/**
 * The Global and UAE sign-ups (multipart): charged in USD, the UAE's prices being given in USD too
 * (docs/product-rules.md, "Prices and GST"); the welcome message.
 */
export const signUpPurchase = {
  kind: 'signUp',
  sells: 'membership',
  machineId: 'signUp',
  checkoutId: 'signUpCheckout',
  order: 'POST global-membership-payment',
  callback: 'POST membership-payment-callback',
  currency: GLOBAL_CHECKOUT_CURRENCY,
  redirect: THANK_YOU_REDIRECT,
  messages: { ...TRY_LATER_MESSAGES, success: membershipMessages.bookingSuccess },
  whenPaid: 'redirect',
  dialog: 'form',
} as const satisfies PurchaseDescriptor;
