import { ROUTES, TIMING_MS, type VenturePaymentInput } from '@lwl/schemas';
import { TRY_LATER_MESSAGES } from '../checkout/checkout-defaults.ts';
import type { CheckoutInput } from '../checkout/checkout-machine.ts';

/** `POST venture-payment`; the app's `confirmPayment` posts `venture-payment-callback`. */
export type VentureOrderRequest = VenturePaymentInput;

/**
 * Venture Vault: INR; success goes to /venturethank-you after the 1 s success redirect; an order the
 * server reports already paid only shows its message and closes the modal.
 */
export const VENTURE_CHECKOUT: Omit<CheckoutInput<VentureOrderRequest>, 'request'> = {
  currency: 'INR',
  redirect: { to: ROUTES.ventureThankYou, delayMs: TIMING_MS.redirectAfterSuccess },
  whenPaid: 'close',
  messages: TRY_LATER_MESSAGES,
};
