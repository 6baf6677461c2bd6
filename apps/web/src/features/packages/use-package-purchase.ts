/**
 * Sponsor and enterprise package Buy Now (packagePurchaseMachine): signed in → coupon dialog and
 * POST package-payment; guest → details dialog and POST non-member-package-payment; then the shared
 * checkout (package-payment-callback) → /thank-you.
 */
import { type PackageOrderRequest, packagePurchaseMachine } from '@lwl/machines';
import { packagesEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import type { CheckoutCalls } from '../../components/checkout/checkout-providers.ts';
import { useDeferredCheckoutLogic } from '../../components/checkout/deferred-checkout.ts';
import { useReceiptSource } from '../../components/checkout/receipt-source.ts';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { showToast } from '../../lib/toast.ts';

const packageCheckoutCalls: CheckoutCalls<PackageOrderRequest> = {
  createOrder: (request, signal) =>
    request.kind === 'member'
      ? api.request(packagesEndpoints['POST package-payment'], request.body, { signal })
      : api.request(packagesEndpoints['POST non-member-package-payment'], request.body, { signal }),
  confirmPayment: (confirmation, signal) =>
    api.request(packagesEndpoints['POST package-payment-callback'], confirmation, { signal }),
};

const loadCheckoutMachine = () =>
  import('./package-checkout-machine.ts').then((module) => module.packageCheckoutMachine);

export function usePackagePurchase(signedIn: boolean) {
  const receipt = useReceiptSource();
  const checkout = useDeferredCheckoutLogic(loadCheckoutMachine, packageCheckoutCalls, {
    receiptItem: receipt.get,
  });
  const purchase = useMachine(
    packagePurchaseMachine.provide({
      actors: checkout,
      actions: { showToast: (_, params) => showToast(params) },
    }),
    { ...actorOptions(), input: { signedIn } },
  );
  const actor = purchase[2];
  receipt.set(() => {
    const { pkg, details } = actor.getSnapshot().context;
    if (pkg === null) return null;
    return {
      kind: 'package',
      item: pkg.name,
      quantity: 1,
      ...(details ? { email: details.email } : {}),
      ...(signedIn ? { account: { to: '/profile?section=packages', kind: 'account' } } : {}),
    };
  });
  return purchase;
}

export type PackagePurchaseActor = ReturnType<typeof usePackagePurchase>;
