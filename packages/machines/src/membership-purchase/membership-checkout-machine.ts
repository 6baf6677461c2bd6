import { createCheckoutMachine } from '../checkout/checkout-machine.ts';
import type { MembershipOrderRequest } from './membership-checkout.ts';

/** The membership form's checkout; the app loads it when the buyer pays (`prepareCheckout`). */
export const membershipCheckoutMachine = createCheckoutMachine<MembershipOrderRequest>('membershipCheckout');
