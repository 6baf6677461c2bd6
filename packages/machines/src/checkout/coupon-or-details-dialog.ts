/**
 * The buyer's dialog of the event booking and the sponsor package purchase (internal
 * to the machines): coupon only when signed in, else the details; submitting it runs the
 * shared checkout, its code loaded first (`prepareCheckout`). Paid → `done`; session expired or dialog
 * closed → `exit`; a failed download or any other outcome reopens the same dialog with its data kept.
 *
 * A machine using it declares the guards `isSignedIn` and `checkoutOutcomeGuards`, the actions
 * `storeCoupon` (params: the coupon form), `storeDetails` (params: the details) and `showToast`, and
 * the actors `checkoutActors`. With `submitGuard`, a submitted dialog pays only when that guard holds
 * (the event booking's ticket holders), else it stays open.
 */
import type { CouponForm } from '@lwl/schemas';
import { submittedDetails } from '../shared/submitted-details.ts';
import { preparedCheckout } from './invoke-checkout.ts';

const submittedCoupon = ({ event }: { event: { form: CouponForm } }) => event.form;

export function couponOrDetailsDialog<TContext, TInput, TGuard extends string = never>(targets: {
  /** This state, by id (`#<machine>.dialog`). */
  self: string;
  /** Where the purchase ends once paid. */
  done: string;
  /** Where closing the dialog, or an expired session, leads. */
  exit: string;
  checkoutInput: (context: TContext) => TInput;
  submitGuard?: TGuard;
}) {
  const { self, done, exit, checkoutInput, submitGuard } = targets;
  const guard: { guard?: TGuard } = submitGuard === undefined ? {} : { guard: submitGuard };
  return {
    description: "The buying dialog is open: a coupon or the buyer's details, then payment",
    initial: 'opening',
    states: {
      /** The dialog for the buyer: coupon only when signed in, else the details. */
      opening: {
        description: 'Choosing the dialog: coupon when signed in, details for a guest',
        always: [
          {
            description: 'She is signed in: she is asked only for a coupon',
            guard: 'isSignedIn',
            target: 'coupon',
          },
          { description: 'She is a guest: she is asked for her details', target: 'details' },
        ],
      },
      /** Signed in: the coupon-only dialog. */
      coupon: {
        description: 'A signed-in buyer may enter a coupon, then pays',
        on: {
          'coupon.submit': {
            ...guard,
            description: 'She presses Pay Now (with or without a coupon)',
            target: 'paying',
            actions: { type: 'storeCoupon', params: submittedCoupon },
          },
          'dialog.close': { target: exit, description: 'She closes the dialog' },
        },
      },
      /** Guest: the details dialog. */
      details: {
        description: 'A guest enters name, e-mail and phone, then pays',
        on: {
          'details.submit': {
            ...guard,
            description: 'She presses Pay Now with her details filled in',
            target: 'paying',
            actions: { type: 'storeDetails', params: submittedDetails },
          },
          'dialog.close': { target: exit, description: 'She closes the dialog' },
        },
      },
      paying: {
        description: "Paying: the checkout's code, then order, payment and confirmation",
        ...preparedCheckout(checkoutInput, { isCompleted: done, isExpired: exit }, `${self}.opening`),
      },
    },
  } as const;
}
