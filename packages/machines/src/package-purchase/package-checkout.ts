import {
  commonMessages,
  type NonMemberPackagePaymentInput,
  type PackagePaymentInput,
  TIMING_MS,
} from '@lwl/schemas';
import { type CheckoutInput, createCheckoutMachine } from '../checkout/checkout-machine.ts';
import { THANK_YOU_PATH } from '../checkout/purchase-routes.ts';

/**
 * A sponsor package order: signed in → `POST package-payment`, guest → `POST
 * non-member-package-payment`; the app's `createOrder` picks the call by `kind`, and its
 * `confirmPayment` posts `package-payment-callback`.
 */
export type PackageOrderRequest =
  | { kind: 'member'; body: PackagePaymentInput }
  | { kind: 'guest'; body: NonMemberPackagePaymentInput };

export const packageCheckoutMachine = createCheckoutMachine<PackageOrderRequest>('packageCheckout');

/** Sponsor packages: INR, /thank-you after the 1 s success redirect. */
export const PACKAGE_CHECKOUT: Omit<CheckoutInput<PackageOrderRequest>, 'request'> = {
  currency: 'INR',
  redirect: { path: THANK_YOU_PATH, delayMs: TIMING_MS.redirectAfterSuccess },
  messages: {
    orderFailed: commonMessages.somethingWrongTryLater,
    confirmFailed: commonMessages.somethingWrongTryLater,
    scriptFailed: commonMessages.somethingWrongTryLater,
  },
};
