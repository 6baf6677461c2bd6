/**
 * Sponsor and enterprise package Buy Now (packagePurchaseMachine): signed in → coupon dialog and
 * POST package-payment; guest → details dialog and POST non-member-package-payment; then the shared
 * checkout (package-payment-callback) → /thank-you. The calls are the row's (`packagePurchase`).
 */
import { packagePurchaseMachine } from '@lwl/machines';
import { packagePurchase, packagesEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { usePurchaseCheckout } from '../../components/checkout/use-purchase-checkout.ts';
import { actorOptions } from '../../lib/inspect.ts';

export function usePackagePurchase(signedIn: boolean) {
  const checkout = usePurchaseCheckout(packagePurchase, packagesEndpoints);
  const purchase = useMachine(packagePurchaseMachine.provide(checkout.provided), {
    ...actorOptions(),
    input: { signedIn },
  });
  const actor = purchase[2];
  checkout.setReceipt(() => {
    const { item, details } = actor.getSnapshot().context;
    if (item === null) return null;
    return {
      kind: 'package',
      item: item.name,
      quantity: 1,
      ...(details ? { email: details.email } : {}),
      ...(signedIn ? { account: { to: '/profile?section=packages', kind: 'account' } } : {}),
    };
  });
  return purchase;
}

export type PackagePurchaseActor = ReturnType<typeof usePackagePurchase>;
