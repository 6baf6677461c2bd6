/**
 * What the membership purchase form and the sign-ups share (docs/product-rules.md, "Membership offering";
 * internal to the machines): load the price options (failure: the error, then /login), block a submit without a
 * duration or with a fee of 0 or less ('Please select duration of membership.'), then run the shared
 * checkout as the child `checkout`; any outcome but 'completed' returns to the form, its data kept.
 * Each machine keeps its own way of choosing the duration, its order request and its final state.
 *
 * The checkout's code need not come with the form: `paying` first runs `prepareCheckout` (the app
 * loads the checkout there, see `checkoutActors`), then invokes `checkout`.
 *
 * A machine using these states declares the actors `loadOptions` (`loadOptionsActor`) and
 * `checkoutActors` (checkout/invoke-checkout.ts); the actions `storeOptions` (params: the options), `storeDetails` (params: the
 * details) and `formEffects`; the guards `hasDurationProblem` and `checkoutOutcomeGuards`.
 */
import { commonMessages, type MembershipPriceOption, membershipProductLine, ROUTES } from '@lwl/schemas';
import { fromPromise } from 'xstate';
import type { ProviderPrefill } from '../checkout/checkout-machine.ts';
import { preparedCheckout } from '../checkout/invoke-checkout.ts';
import { durationProblem } from '../membership-purchase/membership-rules.ts';
import { failureMessage } from '../shared/call-failure.ts';
import { type NavigateParams, notProvided, type ToastParams } from '../shared/effects.ts';
import { submittedDetails } from '../shared/submitted-details.ts';

interface DurationChoice {
  options: readonly MembershipPriceOption[];
  priceId: number | null;
}

/** `GET membership/{slug}`: the price options (the app provides it). */
export const loadOptionsActor = (machineId: string) =>
  fromPromise<MembershipPriceOption[], { slug: string }>(async () => notProvided(machineId, 'loadOptions'));

/** The effects the app provides: an error toast, navigation. */
export const formEffects = (machineId: string) => ({
  showToast: (_: unknown, _params: ToastParams) => notProvided(machineId, 'showToast'),
  navigate: (_: unknown, _params: NavigateParams) => notProvided(machineId, 'navigate'),
});

/** The provider's prefill: the member's full name and e-mail (each flow adds the phone its way). */
export function memberPrefill(member: {
  first_name: string;
  last_name: string;
  email: string;
}): ProviderPrefill {
  return { name: `${member.first_name} ${member.last_name}`, email: member.email };
}

/**
 * The provider dialog's line for the chosen plan (`membershipProductLine`), as every purchase names
 * what it sells there; nothing when no offered duration is chosen.
 */
export function planDescription(context: DurationChoice): { description?: string } {
  const option = context.options.find((offered) => offered.id === context.priceId);
  return option ? { description: membershipProductLine(option) } : {};
}

export const hasDurationProblem = ({ context }: { context: DurationChoice }) =>
  durationProblem(context.options, context.priceId) !== null;

/** `loading`: `GET membership/{slug}` with the flow's slug; the options go to `storeOptions`. */
export function loadingOptions<TContext>(slugOf: (context: TContext) => string) {
  return {
    description: "Loading the plan's cities, durations and fees",
    tags: 'busy',
    invoke: {
      src: 'loadOptions',
      input: ({ context }: { context: TContext }) => ({ slug: slugOf(context) }),
      onDone: {
        description: 'The cities, durations and fees arrive',
        target: 'editing',
        actions: {
          type: 'storeOptions',
          params: ({ event }: { event: { output: MembershipPriceOption[] } }) => event.output,
        },
      },
      onError: {
        description: 'They fail to load: she sees an error and is sent to sign in',
        target: 'unavailable',
        actions: [
          {
            type: 'showToast',
            params: ({ event }: { event: { error: unknown } }) => ({
              kind: 'error' as const,
              message: failureMessage(event.error, commonMessages.somethingWrongTryLater),
            }),
          },
          { type: 'navigate', params: { to: ROUTES.login } },
        ],
      },
    },
  } as const;
}

/** `editing`'s `details.submit`: the details are kept either way; a duration problem is shown. */
export const submitDetails = [
  {
    description: 'She presses Submit without a duration (or the fee is 0): she is told to choose one',
    guard: 'hasDurationProblem',
    actions: [
      { type: 'storeDetails', params: submittedDetails },
      {
        type: 'showToast',
        params: ({ context }: { context: DurationChoice }) => ({
          kind: 'error' as const,
          message: durationProblem(context.options, context.priceId) ?? '',
        }),
      },
    ],
  },
  {
    description: 'She presses Submit with a duration chosen: the payment starts',
    target: 'paying',
    actions: { type: 'storeDetails', params: submittedDetails },
  },
] as const;

/**
 * `paying`: the checkout's code (`prepareCheckout`; a failed download: the error, back to `editing`),
 * then the checkout with the flow's input; paid → `done`, else back to `editing`.
 */
export function payingCheckout<TContext, TInput>(
  machineId: string,
  checkoutInput: (context: TContext) => TInput,
  done: string,
) {
  return {
    description: 'Paying: the checkout runs for the chosen fee',
    ...preparedCheckout(checkoutInput, { isCompleted: done }, `#${machineId}.editing`),
  } as const;
}
