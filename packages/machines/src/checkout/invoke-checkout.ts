/**
 * How a purchase machine invokes the shared checkout (internal to the machines): the child
 * `checkout`, its input built from the purchase's context, and where each outcome leads.
 *
 * A machine paying through `preparedCheckout` spreads `checkoutActors` into its actors and
 * `checkoutOutcomeGuards` into its guards, and declares the action `showToast`.
 */
import { commonMessages } from '@lwl/schemas';
import { fromPromise } from 'xstate';
import { notProvided } from '../shared/effects.ts';
import type { CheckoutMachine, CheckoutOutput, ProviderPrefill } from './checkout-machine.ts';

/**
 * `prepareCheckout` (by default nothing to wait for) and `checkout`, which the app provides: the
 * checkout machine wired to the browser, its code loaded when `prepareCheckout` runs, so that it need
 * not come with the page. Typed as the checkout machine so that the invoke's input and output are
 * checked here.
 */
export const checkoutActors = <TRequest>(machineId: string) => ({
  prepareCheckout: fromPromise<void>(async () => undefined),
  checkout: fromPromise(async () =>
    notProvided(machineId, 'checkout'),
  ) as unknown as CheckoutMachine<TRequest>,
});

/** Guards on the finished checkout's output (the `onDone` event of the child `checkout`). */
export const checkoutOutcomeGuards = {
  isCompleted: (_: unknown, output: CheckoutOutput) => output.outcome === 'completed',
  isExpired: (_: unknown, output: CheckoutOutput) => output.outcome === 'expired',
  /** Venture Vault closes its modal on both. */
  isAlreadyPaidOrExpired: (_: unknown, output: CheckoutOutput) =>
    output.outcome === 'alreadyPaid' || output.outcome === 'expired',
};

export type CheckoutOutcomeGuard = keyof typeof checkoutOutcomeGuards;

/** What each outcome of the checkout means to the buyer (the arrow's words). */
const outcomeWords: Record<CheckoutOutcomeGuard, string> = {
  isCompleted: 'She has paid: the purchase is done',
  isExpired: 'Her session ended during the payment',
  isAlreadyPaidOrExpired: 'The order was already paid, or her session ended',
};

const checkoutOutput = ({ event }: { event: { output: CheckoutOutput } }) => event.output;

/**
 * The `invoke` of a purchase's paying state. `outcomes` maps guards to targets, tried in order;
 * any other outcome goes to `otherwise` (the purchase's dialog or form, its data kept).
 */
function invokeCheckout<TContext, TInput>(
  input: (context: TContext) => TInput,
  outcomes: Partial<Record<CheckoutOutcomeGuard, string>>,
  otherwise: string,
) {
  const routes = Object.entries(outcomes) as Array<[CheckoutOutcomeGuard, string]>;
  return {
    id: 'checkout',
    src: 'checkout',
    input: ({ context }: { context: TContext }) => input(context),
    onDone: [
      ...routes.map(([type, target]) => ({
        guard: { type, params: checkoutOutput },
        target,
        description: outcomeWords[type],
      })),
      { target: otherwise, description: 'The checkout closes without a payment: back to her choices' },
    ],
  } as const;
}

/** The provider's prefill from a buyer's details dialog, when the dialog was filled in. */
export function prefillFromDetails(details: { name: string; email: string; phone: string } | null): {
  prefill?: ProviderPrefill;
} {
  return details ? { prefill: { name: details.name, email: details.email, contact: details.phone } } : {};
}

/**
 * A purchase's paying state: the checkout's code (`prepareCheckout`, tagged `checkoutLoading`: the
 * purchase's form waits as for a call; a failed download: the error, then `otherwise`), then the
 * checkout as `invokeCheckout` runs it. `otherwise` is a target by id.
 */
export function preparedCheckout<TContext, TInput>(
  input: (context: TContext) => TInput,
  outcomes: Partial<Record<CheckoutOutcomeGuard, string>>,
  otherwise: string,
) {
  return {
    initial: 'preparing',
    states: {
      preparing: {
        description: "Loading the checkout's code",
        tags: 'checkoutLoading',
        invoke: {
          src: 'prepareCheckout',
          onDone: { target: 'charging', description: "The checkout's code has loaded" },
          onError: {
            target: otherwise,
            description: "The checkout's code fails to load: she sees an error and keeps her choices",
            actions: {
              type: 'showToast',
              params: { kind: 'error' as const, message: commonMessages.somethingWrongTryLater },
            },
          },
        },
      },
      charging: {
        description: 'The checkout runs: order, payment and confirmation',
        invoke: invokeCheckout(input, outcomes, otherwise),
      },
    },
  } as const;
}
