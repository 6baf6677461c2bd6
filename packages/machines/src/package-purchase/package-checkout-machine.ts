import { createCheckoutMachine } from '../checkout/checkout-machine.ts';
import type { PackageOrderRequest } from './package-checkout.ts';

/** The sponsor package purchase's checkout; the app loads it when the buyer pays (`prepareCheckout`). */
export const packageCheckoutMachine = createCheckoutMachine<PackageOrderRequest>('packageCheckout');
