/**
 * Venture Vault booking: BOOK NOW on a package opens the modal; for a
 * member (token present) the app fetches the profile and hands it over (`profile.receive`) to prefill name,
 * phone, email, company and designation (checkout/buyer-details.ts). The pass type must be chosen
 * ('Please select the Plan duration.' / 'Please select the day type.'); the price follows the pass type
 * and member type. Submitting loads the checkout's code (`prepareCheckout`; failed: an error toast, back
 * to the modal), then runs the shared checkout as the child `checkout`: already paid → message
 * and close; paid → /venturethank-you; otherwise back to the modal. Closing the modal keeps what was
 * typed, and the pass chosen while the same package is booked again.
 */
import {
  type OrderRequestOf,
  type PurchaseDetails,
  type VenturePackage,
  venturePurchase,
} from '@lwl/schemas';
import { assign, setup } from 'xstate';
import {
  type BuyerDetailsContext,
  type BuyerDetailsEvent,
  buyerDetailsHandlers,
  contactFromProfile,
  type DetailsDraft,
  mergeDraft,
  type ProfileContactFields,
} from '../checkout/buyer-details.ts';
import { checkoutDefaults } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';
import {
  checkoutActors,
  checkoutOutcomeGuards,
  prefillFromDetails,
  preparedCheckout,
} from '../checkout/invoke-checkout.ts';
import { notProvided, type ToastParams } from '../shared/effects.ts';
import { isPassType, type PassChoice, passChoiceProblem, ventureMemberType } from './venture-rules.ts';

/** The create-order request this purchase hands its checkout (its row's calls, @lwl/schemas). */
export type VentureOrderRequest = OrderRequestOf<typeof venturePurchase>;

export interface VentureBookingInput {
  /** A token is present: member prices, member type 'member'. */
  signedIn: boolean;
}

export interface VentureBookingContext extends VentureBookingInput, BuyerDetailsContext {
  pkg: VenturePackage | null;
  passChoice: PassChoice;
  /** What was last submitted (kept on failure). */
  details: PurchaseDetails | null;
  /** The pass type message under the select, or null. */
  error: string | null;
}

export type VentureBookingEvent =
  | { type: 'booking.open'; pkg: VenturePackage }
  | { type: 'pass.select'; choice: PassChoice }
  | { type: 'details.submit'; details: PurchaseDetails }
  | { type: 'dialog.close' }
  | BuyerDetailsEvent;

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
    ...checkoutDefaults(venturePurchase),
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
  actors: checkoutActors<VentureOrderRequest>(venturePurchase.machineId),
  actions: {
    showToast: (_, _params: ToastParams) => notProvided('ventureBooking', 'showToast'),
    openPackage: assign({
      pkg: ({ context, event }) => (event.type === 'booking.open' ? event.pkg : context.pkg),
      passChoice: ({ context, event }) =>
        event.type === 'booking.open' && context.pkg?.id === event.pkg.id ? context.passChoice : null,
      error: null,
    }),
    choosePass: assign({
      passChoice: ({ context, event }) => (event.type === 'pass.select' ? event.choice : context.passChoice),
      error: ({ event }) =>
        event.type === 'pass.select' && event.choice === '' ? passChoiceProblem('') : null,
    }),
    holdDetailsWithPassProblem: assign({
      details: ({ context, event }) => (event.type === 'details.submit' ? event.details : context.details),
      error: ({ context }) => passChoiceProblem(context.passChoice),
    }),
    holdDetails: assign({
      details: ({ context, event }) => (event.type === 'details.submit' ? event.details : context.details),
      error: null,
    }),
    storeProfile: assign((_, profile: ProfileContactFields) => ({ profile: contactFromProfile(profile) })),
    storeDraft: assign(({ context }, draft: DetailsDraft) => ({ draft: mergeDraft(context.draft, draft) })),
  },
  guards: {
    hasPassProblem: ({ context }) => passChoiceProblem(context.passChoice) !== null,
    ...checkoutOutcomeGuards,
  },
}).createMachine({
  id: 'ventureBooking',
  description: 'A visitor books a Venture Vault pass: pass type, details, then payment',
  context: ({ input }) => ({
    ...input,
    pkg: null,
    passChoice: null,
    details: null,
    error: null,
    profile: null,
    draft: null,
  }),
  initial: 'idle',
  on: buyerDetailsHandlers,
  states: {
    idle: {
      description: 'The Venture Vault page with its passes',
      on: {
        'booking.open': {
          description: 'She presses Book Now on a pass',
          target: 'dialog',
          actions: 'openPackage',
        },
      },
    },
    dialog: {
      description: 'The booking dialog is open',
      initial: 'editing',
      on: { 'dialog.close': { target: '#ventureBooking.idle', description: 'She closes the dialog' } },
      states: {
        editing: {
          description: "Choosing the pass type and entering the buyer's details",
          on: {
            'pass.select': {
              description: 'She picks a pass type',
              actions: 'choosePass',
            },
            'details.submit': [
              {
                description: 'She presses Pay Now without a pass type: she is told to choose one',
                guard: 'hasPassProblem',
                actions: 'holdDetailsWithPassProblem',
              },
              {
                description: 'She presses Pay Now with a pass type and her details',
                target: 'paying',
                actions: 'holdDetails',
              },
            ],
          },
        },
        paying: {
          description: 'The checkout runs for the pass',
          on: {
            'dialog.close': { description: 'She tries to close the dialog while paying: it stays open' },
          },
          ...preparedCheckout(
            ventureCheckoutInput,
            { isCompleted: '#ventureBooking.booked', isAlreadyPaidOrExpired: '#ventureBooking.idle' },
            '#ventureBooking.dialog.editing',
          ),
        },
      },
    },
    booked: { description: 'Paid: on the way to the thank-you page', type: 'final' },
  },
});
