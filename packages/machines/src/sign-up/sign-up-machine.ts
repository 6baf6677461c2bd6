/**
 * The global (/global-access-membership) and UAE (/uae-membership) sign-ups
 * (docs/product-rules.md, "Membership offering"): load the price options (failure: error, then /login),
 * duration preset to option id 1,
 * fill the form, submit (blocked with 'Please select duration of membership.' without a duration or
 * with a fee of 0 or less), then the shared checkout as the child `checkout` in USD → the welcome
 * message → /thank-you after 1 s. Any other outcome returns to the form with its data.
 */
import {
  type GlobalMembershipPayment,
  type MembershipPriceOption,
  type OrderRequestOf,
  SIGNUP_OTP_PLACEHOLDER,
  signUpPurchase,
} from '@lwl/schemas';
import { assign, setup } from 'xstate';
import { checkoutDefaults } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';
import { checkoutActors, checkoutOutcomeGuards } from '../checkout/invoke-checkout.ts';
import * as membershipForm from '../membership-form/membership-form-states.ts';
import { defaultSignUpDuration } from './sign-up-rules.ts';

/** The create-order request this purchase hands its checkout (its row's calls, @lwl/schemas). */
export type SignUpOrderRequest = OrderRequestOf<typeof signUpPurchase>;

export type SignUpVariant = 'global' | 'uae';

export const SIGN_UP_SLUGS = {
  global: 'global-access-membership',
  uae: 'uae-membership',
} as const satisfies Record<SignUpVariant, string>;

export interface SignUpInput {
  variant: SignUpVariant;
}

/** The form's own fields: everything but the duration. */
export type SignUpDetails = Omit<GlobalMembershipPayment, 'membership_price_id'>;

export interface SignUpContext extends SignUpInput {
  options: MembershipPriceOption[];
  priceId: number | null;
  details: SignUpDetails | null;
}

export type SignUpEvent =
  | { type: 'duration.select'; priceId: number }
  | { type: 'details.submit'; details: SignUpDetails };

export function signUpOrderRequest(context: SignUpContext): SignUpOrderRequest {
  if (context.details === null || context.priceId === null) {
    throw new Error('signUp: order without details or duration');
  }
  return { ...context.details, otp: SIGNUP_OTP_PLACEHOLDER, membership_price_id: context.priceId };
}

/** The UAE form does not require a phone: no contact prefill then. */
function signUpCheckoutInput(context: SignUpContext): CheckoutInput<SignUpOrderRequest> {
  const request = signUpOrderRequest(context);
  return {
    ...checkoutDefaults(signUpPurchase),
    ...membershipForm.planDescription(context),
    request,
    prefill: {
      ...membershipForm.memberPrefill(request),
      ...(request.phone ? { contact: request.phone } : {}),
    },
  };
}

export const signUpMachine = setup({
  types: {} as {
    context: SignUpContext;
    events: SignUpEvent;
    input: SignUpInput;
    tags: 'busy' | 'checkoutLoading';
  },
  actors: {
    ...checkoutActors<SignUpOrderRequest>(signUpPurchase.machineId),
    loadOptions: membershipForm.loadOptionsActor('signUp'),
  },
  actions: {
    selectDuration: assign({
      priceId: ({ context, event }) => (event.type === 'duration.select' ? event.priceId : context.priceId),
    }),
    ...membershipForm.formEffects('signUp'),
    storeOptions: assign((_, options: MembershipPriceOption[]) => ({
      options,
      priceId: defaultSignUpDuration(options),
    })),
    storeDetails: assign((_, details: SignUpDetails) => ({ details })),
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'duration.select' && context.options.some((option) => option.id === event.priceId),
    hasDurationProblem: membershipForm.hasDurationProblem,
    ...checkoutOutcomeGuards,
  },
}).createMachine({
  id: 'signUp',
  description: 'A visitor signs up for a global membership: duration, details, then payment',
  context: ({ input }) => ({ ...input, options: [], priceId: null, details: null }),
  initial: 'loading',
  states: {
    loading: membershipForm.loadingOptions((context: SignUpContext) => SIGN_UP_SLUGS[context.variant]),
    /** The options did not load; the user was sent to /login. */
    unavailable: {
      description: 'The plan could not be loaded: the visitor is sent to sign in',
      type: 'final',
    },
    editing: {
      description: "The sign-up form: duration, fee and the buyer's details",
      on: {
        'duration.select': {
          description: 'She picks a duration offered',
          guard: 'isOffered',
          actions: 'selectDuration',
        },
        'details.submit': membershipForm.submitDetails,
      },
    },
    paying: membershipForm.payingCheckout('signUp', signUpCheckoutInput, '#signUp.signedUp'),
    signedUp: { description: 'Paid: on the way to the thank-you page', type: 'final' },
  },
});
