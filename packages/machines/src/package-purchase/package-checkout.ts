import type { NonMemberPackagePaymentInput, PackagePaymentInput } from '@lwl/schemas';
import { THANK_YOU_REDIRECT, TRY_LATER_MESSAGES } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';

/**
 * A sponsor package order: signed in → `POST package-payment`, guest → `POST
 * non-member-package-payment`; the app's `createOrder` picks the call by `kind`, and its
 * `confirmPayment` posts `package-payment-callback`.
 */
export type PackageOrderRequest =
  | { kind: 'member'; body: PackagePaymentInput }
  | { kind: 'guest'; body: NonMemberPackagePaymentInput };

/** Sponsor packages: INR, /thank-you after the 1 s success redirect. */
export const PACKAGE_CHECKOUT: Omit<CheckoutInput<PackageOrderRequest>, 'request'> = {
  currency: 'INR',
  redirect: THANK_YOU_REDIRECT,
  messages: TRY_LATER_MESSAGES,
};
