/**
 * How a purchase machine invokes the shared checkout (internal to the machines): the child
 * `checkout`, its input built from the purchase's context, and where each outcome leads.
 *
 * A machine using `invokeCheckout` lists `checkout` among its actors and spreads
 * `checkoutOutcomeGuards` into its guards.
 */
import type { CheckoutOutput, ProviderPrefill } from './checkout-machine.ts';

/** Guards on the finished checkout's output (the `onDone` event of the child `checkout`). */
export const checkoutOutcomeGuards = {
  isCompleted: (_: unknown, output: CheckoutOutput) => output.outcome === 'completed',
  isExpired: (_: unknown, output: CheckoutOutput) => output.outcome === 'expired',
  /** Venture Vault closes its modal on both. */
  isAlreadyPaidOrExpired: (_: unknown, output: CheckoutOutput) =>
    output.outcome === 'alreadyPaid' || output.outcome === 'expired',
};

export type CheckoutOutcomeGuard = keyof typeof checkoutOutcomeGuards;

const checkoutOutput = ({ event }: { event: { output: CheckoutOutput } }) => event.output;

/**
 * The `invoke` of a purchase's paying state. `outcomes` maps guards to targets, tried in order;
 * any other outcome goes to `otherwise` (the purchase's dialog or form, its data kept).
 */
export function invokeCheckout<TContext, TInput>(
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
      ...routes.map(([type, target]) => ({ guard: { type, params: checkoutOutput }, target })),
      { target: otherwise },
    ],
  } as const;
}

/** The provider's prefill from a buyer's details dialog, when the dialog was filled in. */
export function prefillFromDetails(details: { name: string; email: string; phone: string } | null): {
  prefill?: ProviderPrefill;
} {
  return details ? { prefill: { name: details.name, email: details.email, contact: details.phone } } : {};
}
