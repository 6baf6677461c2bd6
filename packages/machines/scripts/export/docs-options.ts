import { TIMING_MS } from '@lwl/schemas';
import { createCheckoutMachine } from '../../src/checkout/checkout-machine.ts';
import type { DocsOptions } from './render-docs.ts';

/** Which exports share a chart and which are left undrawn: docs/machines and the Flow Studio read it. */
export const DOCS_OPTIONS: DocsOptions = {
  // Every purchase exports its own `create*Checkout` instance (typed by its order request): one chart.
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
    },
  },
  // Their checkout's code comes at the buyer's first input (apps/web's deferred checkout).
  loadedLater: {
    eventBooking: { checkout: 'eventCheckoutMachine' },
    membershipPurchase: { checkout: 'membershipCheckoutMachine' },
    mentorBooking: { checkout: 'mentorCheckoutMachine' },
    packagePurchase: { checkout: 'packageCheckoutMachine' },
    signUp: { checkout: 'signUpCheckoutMachine' },
    ventureBooking: { checkout: 'ventureCheckoutMachine' },
  },
  omitted: {
    applicationStepsMachine:
      "the steps' navigation alone (for path tests): the same steps are the `editing` state of `applicationStepperMachine`",
  },
};
