import { createCheckoutMachine } from '../checkout/checkout-machine.ts';
import type { VentureOrderRequest } from './venture-checkout.ts';

/** The Venture Vault booking's checkout; the app loads it when the buyer pays (`prepareCheckout`). */
export const ventureCheckoutMachine = createCheckoutMachine<VentureOrderRequest>('ventureCheckout');
