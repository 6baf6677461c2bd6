/**
 * A purchase's checkout, whose code comes after the page: the checkout machine, its browser wiring
 * (checkout-providers.ts) and their imports start downloading at the buyer's first input
 * (lib/deferred.ts). Every purchase machine runs `prepareCheckout` before it invokes `checkout`
 * (packages/machines, checkout/invoke-checkout.ts), so a pay pressed before the download ends waits
 * for it, and a failed download is told like any other failure, the form's data kept.
 */
import type { CheckoutMachine } from '@lwl/machines';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { deferred } from '../../lib/deferred.ts';
import { SessionContext } from '../../session/session-context.ts';
import type { CheckoutCalls, CheckoutWiring } from './checkout-providers.ts';
import { forwardingLogic } from './forwarding-logic.ts';

/** `prepareCheckout` and `checkout` for the purchase machine's `provide({ actors })`. */
export function useDeferredCheckoutLogic<TRequest>(
  loadMachine: () => Promise<CheckoutMachine<TRequest>>,
  calls: CheckoutCalls<TRequest>,
  options: Pick<CheckoutWiring<TRequest>, 'receiptItem'> = {},
) {
  const session = SessionContext.useActorRef();
  // One logic per mount; `receiptItem` is a getter read when the purchase completes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one logic per mount
  return useMemo(() => {
    let loaded: CheckoutMachine<TRequest> | undefined;
    const load = deferred(async () => {
      const [machine, { provideCheckout }] = await Promise.all([
        loadMachine(),
        import('./checkout-providers.ts'),
      ]);
      return provideCheckout(machine, { ...calls, session, ...options });
    });
    return {
      prepareCheckout: fromPromise(async () => {
        loaded = await load();
      }),
      checkout: forwardingLogic(() => loaded, 'checkout'),
    };
  }, [session]);
}
