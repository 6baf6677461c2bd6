/**
 * The global (/global-access-membership) and UAE (/uae-membership) sign-ups (membership.md §2, §4, §5,
 * §7, §8): load the price options (failure: error, then /login), duration preset to option id 1,
 * fill the form, submit (blocked with 'Please select duration of membership.' without a duration or
 * with a fee of 0 or less), then the shared checkout as the child `checkout` in USD → the welcome
 * message → /thank-you after 1 s. Any other outcome returns to the form with its data.
 */
import {
  commonMessages,
  type GlobalMembershipPayment,
  type MembershipPriceOption,
  ROUTES,
  SIGNUP_OTP_PLACEHOLDER,
} from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutOutput } from '../checkout/checkout-machine.ts';
import { durationProblem } from '../membership-purchase/membership-rules.ts';
import { failureMessage } from '../shared/call-failure.ts';
import { notProvided } from '../shared/effects.ts';
import { SIGN_UP_CHECKOUT, type SignUpOrderRequest, signUpCheckoutMachine } from './sign-up-checkout.ts';
import { defaultSignUpDuration } from './sign-up-rules.ts';

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

export const signUpMachine = setup({
  types: {} as {
    context: SignUpContext;
    events: SignUpEvent;
    input: SignUpInput;
    tags: 'busy';
  },
  actors: {
    checkout: signUpCheckoutMachine,
    /** `GET membership/{slug}`. */
    loadOptions: fromPromise<MembershipPriceOption[], { slug: string }>(async () =>
      notProvided('signUp', 'loadOptions'),
    ),
  },
  actions: {
    toastError: (_, _params: { message: string }) => {},
    navigate: (_, _params: { path: string }) => {},
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'duration.select' && context.options.some((option) => option.id === event.priceId),
    hasDurationProblem: ({ context }) => durationProblem(context.options, context.priceId) !== null,
    isCompleted: (_, output: CheckoutOutput) => output.outcome === 'completed',
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ ...input, options: [], priceId: null, details: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadOptions',
        input: ({ context }) => ({ slug: SIGN_UP_SLUGS[context.variant] }),
        onDone: {
          target: 'editing',
          actions: assign({
            options: ({ event }) => event.output,
            priceId: ({ event }) => defaultSignUpDuration(event.output),
          }),
        },
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
        'duration.select': { guard: 'isOffered', actions: assign({ priceId: ({ event }) => event.priceId }) },
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
          const request = signUpOrderRequest(context);
          return {
            ...SIGN_UP_CHECKOUT,
            request,
            prefill: {
              name: `${request.first_name} ${request.last_name}`,
              email: request.email,
              ...(request.phone ? { contact: request.phone } : {}),
            },
          };
        },
        onDone: [
          { guard: { type: 'isCompleted', params: ({ event }) => event.output }, target: 'signedUp' },
          { target: 'editing' },
        ],
      },
    },
    signedUp: { type: 'final' },
  },
});
