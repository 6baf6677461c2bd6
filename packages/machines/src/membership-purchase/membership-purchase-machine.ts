/**
 * The membership purchase form /member-details/{slug} (membership.md §2, §4, §5, §7, §8): load the
 * price options (failure: error, then /login), choose a city then a duration (a new city resets the
 * duration), see the fee, submit. Without a duration or with a fee of 0 or less the submit is
 * blocked with 'Please select duration of membership.'; otherwise the shared checkout runs as the
 * child `checkout` (INR) → the welcome message → /thank-you after 1 s. Any other outcome returns to
 * the form with its data.
 */
import {
  commonMessages,
  type MembershipPayment,
  type MembershipPriceOption,
  type PurchaseFormSlug,
  ROUTES,
  SIGNUP_OTP_PLACEHOLDER,
} from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutOutput } from '../checkout/checkout-machine.ts';
import { failureMessage } from '../shared/call-failure.ts';
import { notProvided } from '../shared/effects.ts';
import {
  MEMBERSHIP_CHECKOUT,
  type MembershipOrderRequest,
  membershipCheckoutMachine,
} from './membership-checkout.ts';
import { durationProblem, durationsForCity } from './membership-rules.ts';

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

export const membershipPurchaseMachine = setup({
  types: {} as {
    context: MembershipPurchaseContext;
    events: MembershipPurchaseEvent;
    input: MembershipPurchaseInput;
    tags: 'busy';
  },
  actors: {
    checkout: membershipCheckoutMachine,
    /** `GET membership/{slug}`. */
    loadOptions: fromPromise<MembershipPriceOption[], { slug: string }>(async () =>
      notProvided('membershipPurchase', 'loadOptions'),
    ),
  },
  actions: {
    toastError: (_, _params: { message: string }) => {},
    navigate: (_, _params: { path: string }) => {},
  },
  guards: {
    isCityDuration: ({ context, event }) =>
      event.type === 'duration.select' &&
      durationsForCity(context.options, context.city).some((option) => option.id === event.priceId),
    hasDurationProblem: ({ context }) => durationProblem(context.options, context.priceId) !== null,
    isCompleted: (_, output: CheckoutOutput) => output.outcome === 'completed',
  },
}).createMachine({
  id: 'membershipPurchase',
  context: ({ input }) => ({ ...input, options: [], city: null, priceId: null, details: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadOptions',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'editing', actions: assign({ options: ({ event }) => event.output }) },
        onError: {
          target: 'unavailable',
          actions: [
            {
              type: 'toastError',
              params: ({ event }) => ({
                message: failureMessage(event.error, commonMessages.somethingWrongTryLater),
              }),
            },
            { type: 'navigate', params: { path: ROUTES.login } },
          ],
        },
      },
    },
    /** The options did not load; the user was sent to /login. */
    unavailable: { type: 'final' },
    editing: {
      on: {
        'city.select': { actions: assign({ city: ({ event }) => event.city, priceId: null }) },
        'duration.select': {
          guard: 'isCityDuration',
          actions: assign({ priceId: ({ event }) => event.priceId }),
        },
        'details.submit': [
          {
            guard: 'hasDurationProblem',
            actions: [
              assign({ details: ({ event }) => event.details }),
              {
                type: 'toastError',
                params: ({ context }) => ({
                  message: durationProblem(context.options, context.priceId) ?? '',
                }),
              },
            ],
          },
          { target: 'paying', actions: assign({ details: ({ event }) => event.details }) },
        ],
      },
    },
    paying: {
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => {
          const request = membershipOrderRequest(context);
          return {
            ...MEMBERSHIP_CHECKOUT,
            request,
            prefill: {
              name: `${request.first_name} ${request.last_name}`,
              email: request.email,
              contact: request.phone,
            },
          };
        },
        onDone: [
          { guard: { type: 'isCompleted', params: ({ event }) => event.output }, target: 'purchased' },
          { target: 'editing' },
        ],
      },
    },
    purchased: { type: 'final' },
  },
});
