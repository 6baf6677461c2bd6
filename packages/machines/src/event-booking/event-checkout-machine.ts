import { createCheckoutMachine } from '../checkout/checkout-machine.ts';
import type { EventOrderRequest } from './event-checkout.ts';

/** The event booking's checkout; the app loads it when the buyer pays (`prepareCheckout`). */
export const eventCheckoutMachine = createCheckoutMachine<EventOrderRequest>('eventCheckout');
