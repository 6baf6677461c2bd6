import { PURCHASES, type PurchaseDescriptor, TIMING_MS } from '@lwl/schemas';
import { createCheckoutMachine } from '../../src/checkout/checkout-machine.ts';
import type { DocsOptions } from './render-docs.ts';

/** Each purchase machine invokes, as `checkout`, the checkout instance of its row. */
export function purchaseLinks(
  purchases: ReadonlyArray<PurchaseDescriptor<string>>,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    purchases.map((purchase) => [purchase.machineId, { checkout: `${purchase.checkoutId}Machine` }]),
  );
}

/** Which exports share a chart and which are left undrawn: docs/machines and the Flow Studio read it. */
export const DOCS_OPTIONS: DocsOptions = {
  // Every purchase's checkout instance (`checkoutMachineFor(row)`, typed by its order request): one chart.
  shared: [
    {
      exportName: 'checkoutMachine',
      origin:
        '`createCheckoutMachine(id)` of @lwl/machines (every purchase invokes an instance as child `checkout`)',
      build: (id) => createCheckoutMachine(id),
    },
  ],
  delayRules: {
    checkout: {
      // Each purchase passes its own (`input.redirect.delayMs`).
      redirect: {
        ms: TIMING_MS.redirectAfterSuccess,
        rule: `${TIMING_MS.thankYouAfterEventPayment / 1000} s after an event payment`,
      },
      // Doubles with each try of the confirmation (`context.confirmAttempts`).
      confirmRetry: {
        ms: TIMING_MS.confirmRetry,
        rule: `${TIMING_MS.confirmRetry / 1000} s, then twice as long after each try`,
      },
    },
  },
  // Every purchase's checkout code comes at the buyer's first input (apps/web's deferred checkout): its
  // row names the purchase machine and its checkout instance (`<checkoutId>Machine`, checkout-instances.ts).
  loadedLater: purchaseLinks(Object.values(PURCHASES)),
  omitted: {
    applicationStepsMachine:
      "the steps' navigation alone (for path tests): the same steps are the `editing` state of `applicationStepperMachine`",
  },
};
