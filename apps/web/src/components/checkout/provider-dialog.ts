/**
 * The body of the checkout's `openProviderDialog` actor (checkout-providers.ts): opens the provider's
 * dialog for the order and sends back `payment.succeed` (with the three razorpay fields),
 * `payment.fail` or `payment.dismiss`.
 */
import type { CheckoutEvent, ProviderOrder } from '@lwl/machines';
import { env } from '../../lib/env.ts';
import { CHECKOUT_MERCHANT_NAME } from './checkout-config.ts';
import { providerConstructor, type RazorpayOptions } from './razorpay.ts';

export function providerOptions(
  order: ProviderOrder,
  sendBack: (event: CheckoutEvent) => void,
): RazorpayOptions {
  return {
    key: env.checkoutKeyId,
    order_id: order.orderId,
    currency: order.currency,
    amount: order.amount,
    name: CHECKOUT_MERCHANT_NAME,
    ...(order.description !== undefined ? { description: order.description } : {}),
    ...(order.prefill !== undefined ? { prefill: order.prefill } : {}),
    handler: (confirmation) => sendBack({ type: 'payment.succeed', confirmation }),
    modal: { ondismiss: () => sendBack({ type: 'payment.dismiss' }) },
  };
}

export function openProviderDialog({
  input,
  sendBack,
}: {
  input: ProviderOrder;
  sendBack: (event: CheckoutEvent) => void;
}): () => void {
  const Razorpay = providerConstructor();
  if (!Razorpay) throw new Error('openProviderDialog: the checkout script is not loaded');
  let settled = false;
  const once = (event: CheckoutEvent) => {
    if (settled) return;
    settled = true;
    sendBack(event);
  };
  const checkout = new Razorpay(providerOptions(input, once));
  checkout.on('payment.failed', (failure) => once({ type: 'payment.fail', failure }));
  checkout.open();
  return () => {
    // Leaving `paying` for any other reason (page left, actor stopped) closes the provider's dialog.
    if (!settled) checkout.close?.();
  };
}
