/**
 * The purchase's checkout child for the views. The machines do not declare their children's types, so
 * `snapshot.children.checkout` is typed as any of their actors; only the checkout is invoked with the
 * id `checkout`, and only while the purchase is `paying`.
 */
import type { AnyActorRef } from 'xstate';
import type { CheckoutRefLike } from './use-checkout-view.ts';

interface PurchaseSnapshotLike {
  matches(state: 'paying'): boolean;
  children: { checkout?: AnyActorRef | undefined };
}

export function runningCheckout(snapshot: PurchaseSnapshotLike): CheckoutRefLike | undefined {
  return snapshot.matches('paying') ? snapshot.children.checkout : undefined;
}
