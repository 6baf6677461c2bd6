/**
 * What a purchase machine passes to its checkout besides the order, read from the purchase's row of
 * `PURCHASES` (@lwl/schemas). Apart from `checkoutMachineFor` (purchase-checkout.ts), so that a page's
 * purchase machine does not bring the checkout chart with it.
 */
import type { PurchaseDescriptor } from '@lwl/schemas';
import type { CheckoutInput } from './checkout-machine.ts';

/** Everything of a checkout's input but the order, which the purchase builds. */
export type PurchaseCheckoutInput = Omit<CheckoutInput<unknown>, 'request'>;

/** Currency, redirect, messages and the paid-answer rule of a row. */
export function checkoutDefaults(purchase: PurchaseDescriptor<string>): PurchaseCheckoutInput {
  const { currency, redirect, messages, whenPaid } = purchase;
  return { currency, redirect, messages, whenPaid };
}
