/**
 * The purchase's checkout child for the views. The machines do not declare their children's types, so
 * `snapshot.children.checkout` is typed as any of their actors; only the checkout is invoked with the
 * id `checkout`, and it is a child only while the purchase pays.
 */
import type { AnyActorRef } from 'xstate';
import type { CheckoutRefLike } from './use-checkout-view.ts';

interface PurchaseSnapshotLike {
  children: { checkout?: AnyActorRef | undefined };
}

export function runningCheckout(snapshot: PurchaseSnapshotLike): CheckoutRefLike | undefined {
  return snapshot.children.checkout;
}
