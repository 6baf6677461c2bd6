import { ROUTES } from '../../constants/navigation.ts';
import { TIMING_MS } from '../../constants/timing.ts';
import { type PurchaseDescriptor, TRY_LATER_MESSAGES } from '../purchase-descriptor.ts';

/** Venture Vault: an order the server reports already paid only shows its message and closes the modal. */
export const venturePurchase = {
  kind: 'venture',
  sells: 'venture',
  machineId: 'ventureBooking',
  checkoutId: 'ventureCheckout',
  order: 'POST venture-payment',
  callback: 'POST venture-payment-callback',
  currency: 'INR',
  redirect: { to: ROUTES.ventureThankYou, delayMs: TIMING_MS.redirectAfterSuccess },
  messages: TRY_LATER_MESSAGES,
  whenPaid: 'close',
  dialog: 'details',
} as const satisfies PurchaseDescriptor;
