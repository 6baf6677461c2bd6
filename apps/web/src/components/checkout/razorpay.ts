/**
 * The surface of the payment provider's checkout script (Razorpay's `checkout.js`, or the mock's
 * `/__mock/checkout.js` stand-in with the same surface) that the app uses.
 */
import type { Currency, PaymentConfirmation, PaymentFailure } from '@lwl/schemas';

interface RazorpayPrefill {
  name?: string;
  email?: string;
  contact?: string;
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  currency: Currency;
  /** The amount in minor units; the provider reads it from the order when omitted. */
  amount?: number;
  name: string;
  description?: string;
  prefill?: RazorpayPrefill;
  handler: (confirmation: PaymentConfirmation) => void;
  modal?: { ondismiss?: () => void };
}

interface RazorpayCheckout {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', callback: (failure: PaymentFailure) => void): unknown;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The provider's constructor once its script has loaded. */
export function providerConstructor(): RazorpayConstructor | undefined {
  return typeof window === 'undefined' ? undefined : window.Razorpay;
}
