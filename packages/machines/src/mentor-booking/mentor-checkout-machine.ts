import { createCheckoutMachine } from '../checkout/checkout-machine.ts';
import type { MentorOrderRequest } from './mentor-checkout.ts';

/** The mentor session's checkout; the app loads it when the buyer pays (`prepareCheckout`). */
export const mentorCheckoutMachine = createCheckoutMachine<MentorOrderRequest>('mentorCheckout');
