import { commonMessages, type PaymentConfirmation, paymentMessages } from '@lwl/schemas';
import { orderExpired } from '../limits/caps.ts';
import { verifyPaymentSignature } from '../sandbox/signature.ts';
import type { OrderKind, OrderRecord, Store } from '../store/store.ts';
import { recordPurchase, successMessage } from './fulfil.ts';
import { type PurchaseScope, sendOrderConfirmation } from './purchase-scope.ts';

export type ConfirmResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * A `*-payment-callback`: checks the signature in constant time, then that the order exists and is of
 * this callback's kind, and only then marks it paid and records the purchase. Idempotent: a repeated
 * confirmation of a paid order records (and e-mails) nothing and answers success again. An unpaid order
 * past `MOCK_ORDER_TTL_S` is refused as expired (docs/mock-limits.md), and so is one already removed
 * for it (a valid signature names an order this mock made; only expiry and a reset remove one).
 */
export function confirmPayment(
  scope: PurchaseScope,
  kind: OrderKind,
  confirmation: PaymentConfirmation,
): ConfirmResult {
  const { store, now } = scope;
  const {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  } = confirmation;
  const refused = { ok: false, message: commonMessages.paymentVerificationFailed } as const;
  if (!verifyPaymentSignature(orderId, paymentId, signature, scope.env.RAZORPAY_KEY_SECRET)) return refused;
  const order = store.orders.find((o) => o.order_id === orderId);
  // A valid signature names an order this mock made: gone, it was an unpaid one that expired.
  if (!order) return { ok: false, message: paymentMessages.orderExpired };
  if (order.item.kind !== kind) return refused;
  if (order.status === 'paid') return { ok: true, message: successMessage(kind) };
  // A payment the provider took keeps its order, however old: it is confirmed, never expired.
  if (capturedPayment(store, orderId) === undefined && orderExpired(order, scope.env, now))
    return { ok: false, message: paymentMessages.orderExpired };
  if (!store.payments.some((p) => p.payment_id === paymentId)) {
    store.payments.push({
      payment_id: paymentId,
      order_id: orderId,
      signature,
      created_at: now.toISOString(),
    });
  }
  markPaid(scope, order, paymentId);
  return { ok: true, message: successMessage(kind) };
}

/** The payment the provider took for an order, if any (the sandbox keeps at most one an order). */
export const capturedPayment = (store: Store, orderId: string): Store['payments'][number] | undefined =>
  store.payments.find((p) => p.order_id === orderId);

/**
 * Marks an order paid with the payment the provider took, records what it bought and e-mails the
 * receipt: exactly once, by whichever comes first of the buyer's callback, the provider's webhook and a
 * new order for the same item (`reusablePaidOrder`). A paid order is left as it is.
 */
export function markPaid(scope: PurchaseScope, order: OrderRecord, paymentId: string): void {
  if (order.status === 'paid') return;
  const { store, now } = scope;
  order.status = 'paid';
  order.payment_id = paymentId;
  order.paid_at = now.toISOString();
  recordPurchase(store, order, now);
  sendOrderConfirmation(scope, order);
}
