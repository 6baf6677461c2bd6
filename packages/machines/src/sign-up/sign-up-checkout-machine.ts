import { createCheckoutMachine } from '../checkout/checkout-machine.ts';
import type { SignUpOrderRequest } from './sign-up-checkout.ts';

/** The sign-ups' checkout; the app loads it when the buyer pays (`prepareCheckout`). */
export const signUpCheckoutMachine = createCheckoutMachine<SignUpOrderRequest>('signUpCheckout');
