/**
 * What every purchase hook provides to its machine: the checkout (its code and the provider's glue
 * loaded at the buyer's first input, deferred-checkout.ts; its calls from the purchase's row,
 * purchase-calls.ts), the toast, and the receipt's line, which the hook sets once its machine runs.
 *
 * ```ts
 * const purchase = usePurchaseCheckout(packagePurchase, packagesEndpoints);
 * const [snapshot, send, actor] = useMachine(packagePurchaseMachine.provide(purchase.provided), { input });
 * purchase.setReceipt(() => receiptFrom(actor.getSnapshot().context));
 * ```
 */
import type { ToastParams } from '@lwl/machines';
import type { PurchaseDescriptor } from '@lwl/schemas';
import { showToast } from '../../lib/toast.ts';
import { useDeferredCheckoutLogic } from './deferred-checkout.ts';
import { type PurchaseEndpoints, purchaseCalls } from './purchase-calls.ts';
import { useReceiptSource } from './receipt-source.ts';

const toast = (_: unknown, params: ToastParams) => showToast(params);

export function usePurchaseCheckout<P extends PurchaseDescriptor>(
  purchase: P,
  table: PurchaseEndpoints<P> | (() => Promise<PurchaseEndpoints<P>>),
) {
  const receipt = useReceiptSource();
  const checkout = useDeferredCheckoutLogic(
    () => import('./purchase-checkout-machine.ts').then((module) => module.checkoutMachineFor(purchase)),
    purchaseCalls(purchase, table),
    { receiptItem: receipt.get },
  );
  return {
    provided: { actors: checkout, actions: { showToast: toast } },
    setReceipt: receipt.set,
  };
}
