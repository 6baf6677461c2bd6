/**
 * The purchase's checkout child for the views. The machines do not declare their children's types, so
 * `snapshot.children.checkout` is typed as any of their actors (the checkout's code loading, a free
 * session's call); the checkout is told apart by its machine snapshot, and is a child only while the
 * purchase pays.
 */
import { type CheckoutRefLike, isCheckoutRef } from './use-checkout-view.ts';

export function runningCheckout(snapshot: {
  children: { checkout?: { getSnapshot(): unknown } | undefined };
}): CheckoutRefLike | undefined {
  const child = snapshot.children.checkout;
  return isCheckoutRef(child) ? child : undefined;
}
