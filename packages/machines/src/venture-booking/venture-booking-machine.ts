/**
 * Venture Vault booking (platform.md §2, §3, §4, §5): BOOK NOW on a package opens the modal; for a
 * member (token present) the profile is fetched to prefill name, phone, email, company and designation.
 * The pass type must be chosen ('Please select the Plan duration.' / 'Please select the day type.');
 * the price follows the pass type and member type. Submitting runs the shared checkout as the child
 * `checkout`: already paid → message and close; paid → /venturethank-you; otherwise back to the modal.
 */
import type { PurchaseDetails, User, VenturePackage } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';
import { checkoutOutcomeGuards, invokeCheckout, prefillFromDetails } from '../checkout/invoke-checkout.ts';
import { hasSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams } from '../shared/effects.ts';
import { TOAST_EXPIRY } from '../shared/session-expiry.ts';
import { VENTURE_CHECKOUT, type VentureOrderRequest, ventureCheckoutMachine } from './venture-checkout.ts';
import {
  isPassType,
  type PassChoice,
  passChoiceProblem,
  prefillFromProfile,
  ventureMemberType,
} from './venture-rules.ts';

export interface VentureBookingInput {
  /** A token is present: member prices, member type 'member', profile prefill. */
  signedIn: boolean;
}

export interface VentureBookingContext extends VentureBookingInput {
  pkg: VenturePackage | null;
  passChoice: PassChoice;
  /** The modal's data: the member's prefill, then what was last submitted (kept on failure). */
  details: PurchaseDetails | null;
  /** The pass type message under the select, or null. */
  error: string | null;
}

export type VentureBookingEvent =
  | { type: 'booking.open'; pkg: VenturePackage }
  | { type: 'pass.select'; choice: PassChoice }
  | { type: 'details.submit'; details: PurchaseDetails }
  | { type: 'dialog.close' };

export function ventureOrderRequest(context: VentureBookingContext): VentureOrderRequest {
  const { pkg, passChoice, details } = context;
  if (pkg === null || details === null || !isPassType(passChoice)) {
    throw new Error('ventureBooking: order without a package, a pass type or details');
  }
  return {
    ...details,
    member_type: ventureMemberType(context.signedIn),
    price_type: passChoice,
    venture_id: pkg.id,
  };
}

function ventureCheckoutInput(context: VentureBookingContext): CheckoutInput<VentureOrderRequest> {
  return {
    ...VENTURE_CHECKOUT,
    request: ventureOrderRequest(context),
    ...prefillFromDetails(context.details),
  };
}

export const ventureBookingMachine = setup({
  types: {} as {
    context: VentureBookingContext;
    events: VentureBookingEvent;
    input: VentureBookingInput;
  },
  actors: {
    checkout: ventureCheckoutMachine,
    /** `GET user` (auth). */
    loadProfile: fromPromise<User, void>(async () => notProvided('ventureBooking', 'loadProfile')),
  },
  actions: {
    expireSession: (_, _params: SessionExpiryParams) => notProvided('ventureBooking', 'expireSession'),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isSessionExpired: hasSessionExpiredError,
    hasPassProblem: ({ context }) => passChoiceProblem(context.passChoice) !== null,
    ...checkoutOutcomeGuards,
  },
}).createMachine({
  id: 'ventureBooking',
  context: ({ input }) => ({ ...input, pkg: null, passChoice: null, details: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'booking.open': {
          target: 'dialog',
          actions: assign({ pkg: ({ event }) => event.pkg, passChoice: null, error: null }),
        },
      },
    },
    dialog: {
      initial: 'opening',
      on: { 'dialog.close': '.closing' },
      states: {
        opening: {
          always: [{ guard: 'isSignedIn', target: 'loadingProfile' }, { target: 'editing' }],
        },
        loadingProfile: {
          invoke: {
            src: 'loadProfile',
            onDone: {
              target: 'editing',
              actions: assign({ details: ({ event }) => prefillFromProfile(event.output) }),
            },
            onError: [
              {
                guard: 'isSessionExpired',
                target: '#ventureBooking.idle',
                actions: { type: 'expireSession', params: TOAST_EXPIRY },
              },
              // Without the profile the member fills the modal in by hand.
              { target: 'editing' },
            ],
          },
        },
        editing: {
          on: {
            'pass.select': {
              actions: assign({
                passChoice: ({ event }) => event.choice,
                error: ({ event }) => (event.choice === '' ? passChoiceProblem('') : null),
              }),
            },
            'details.submit': [
              {
                guard: 'hasPassProblem',
                actions: assign({
                  details: ({ event }) => event.details,
                  error: ({ context }) => passChoiceProblem(context.passChoice),
                }),
              },
              { target: 'paying', actions: assign({ details: ({ event }) => event.details, error: null }) },
            ],
          },
        },
        paying: {
          on: { 'dialog.close': {} },
          invoke: invokeCheckout(
            ventureCheckoutInput,
            { isCompleted: '#ventureBooking.booked', isAlreadyPaidOrExpired: 'closing' },
            'editing',
          ),
        },
        /** Leaving the modal: its data goes, so the next BOOK NOW starts fresh. */
        closing: {
          always: {
            target: '#ventureBooking.idle',
            actions: assign({ details: null, passChoice: null, error: null }),
          },
        },
      },
    },
    booked: { type: 'final' },
  },
});
