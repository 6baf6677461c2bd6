/**
 * The membership purchase form /member-details/{slug}: load the
 * price options (failure: error, then /login), choose a city then a duration (a new city resets the
 * duration), see the fee, submit. Without a duration or with a fee of 0 or less the submit is
 * blocked with 'Please select duration of membership.'; otherwise the shared checkout runs as the
 * child `checkout` (INR) → the welcome message → /thank-you after 1 s. Any other outcome returns to
 * the form with its data.
 */
import {
  type MembershipPayment,
  type MembershipPriceOption,
  membershipPurchase,
  type OrderRequestOf,
  type PurchaseFormSlug,
  SIGNUP_OTP_PLACEHOLDER,
} from '@lwl/schemas';
import { assign, setup } from 'xstate';
import { checkoutDefaults } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';
import { checkoutActors, checkoutOutcomeGuards } from '../checkout/invoke-checkout.ts';
import * as membershipForm from '../membership-form/membership-form-states.ts';
import { durationsForCity } from './membership-rules.ts';

/** The create-order request this purchase hands its checkout (its row's calls, @lwl/schemas). */
export type MembershipOrderRequest = OrderRequestOf<typeof membershipPurchase>;

export interface MembershipPurchaseInput {
  slug: PurchaseFormSlug;
}

/** The form's own fields: everything but the Membership Details choice (city, duration). */
export type MembershipDetails = Omit<MembershipPayment, 'membership_price_id' | 'city'>;

export interface MembershipPurchaseContext extends MembershipPurchaseInput {
  options: MembershipPriceOption[];
  city: string | null;
  priceId: number | null;
  details: MembershipDetails | null;
}

export type MembershipPurchaseEvent =
  | { type: 'city.select'; city: string }
  | { type: 'duration.select'; priceId: number }
  | { type: 'details.submit'; details: MembershipDetails };

export function membershipOrderRequest(context: MembershipPurchaseContext): MembershipOrderRequest {
  const { details, city, priceId } = context;
  if (details === null || city === null || priceId === null) {
    throw new Error('membershipPurchase: order without details, city or duration');
  }
  return { ...details, otp: SIGNUP_OTP_PLACEHOLDER, city, membership_price_id: priceId };
}

function membershipCheckoutInput(context: MembershipPurchaseContext): CheckoutInput<MembershipOrderRequest> {
  const request = membershipOrderRequest(context);
  return {
    ...checkoutDefaults(membershipPurchase),
    ...membershipForm.planDescription(context),
    request,
    prefill: { ...membershipForm.memberPrefill(request), contact: request.phone },
  };
}

export const membershipPurchaseMachine = setup({
  types: {} as {
    context: MembershipPurchaseContext;
    events: MembershipPurchaseEvent;
    input: MembershipPurchaseInput;
    tags: 'busy' | 'checkoutLoading';
  },
  actors: {
    ...checkoutActors<MembershipOrderRequest>(membershipPurchase.machineId),
    loadOptions: membershipForm.loadOptionsActor('membershipPurchase'),
  },
  actions: {
    selectCity: assign({
      city: ({ context, event }) => (event.type === 'city.select' ? event.city : context.city),
      priceId: null,
    }),
    selectDuration: assign({
      priceId: ({ context, event }) => (event.type === 'duration.select' ? event.priceId : context.priceId),
    }),
    ...membershipForm.formEffects('membershipPurchase'),
    storeOptions: assign((_, options: MembershipPriceOption[]) => ({ options })),
    storeDetails: assign((_, details: MembershipDetails) => ({ details })),
  },
  guards: {
    isCityDuration: ({ context, event }) =>
      event.type === 'duration.select' &&
      durationsForCity(context.options, context.city).some((option) => option.id === event.priceId),
    hasDurationProblem: membershipForm.hasDurationProblem,
    ...checkoutOutcomeGuards,
  },
}).createMachine({
  id: 'membershipPurchase',
  description: 'A visitor buys a membership: city, duration, details, then payment',
  context: ({ input }) => ({ ...input, options: [], city: null, priceId: null, details: null }),
  initial: 'loading',
  states: {
    loading: membershipForm.loadingOptions((context: MembershipPurchaseContext) => context.slug),
    /** The options did not load; the user was sent to /login. */
    unavailable: {
      description: 'The plan could not be loaded: the member is sent to sign in',
      type: 'final',
    },
    editing: {
      description: "The form: city, duration, fee and the buyer's details",
      on: {
        'city.select': { description: 'She picks a city', actions: 'selectCity' },
        'duration.select': {
          description: 'She picks a duration offered in that city',
          guard: 'isCityDuration',
          actions: 'selectDuration',
        },
        'details.submit': membershipForm.submitDetails,
      },
    },
    paying: membershipForm.payingCheckout(
      'membershipPurchase',
      membershipCheckoutInput,
      '#membershipPurchase.purchased',
    ),
    purchased: { description: 'Paid: on the way to the thank-you page', type: 'final' },
  },
});
