/**
 * Mounts the Buy Now dialogs (forms, radix, the checkout's screens) only once a purchase starts; from
 * then until it ends, Back cancels a payment screen, else closes the dialog (components/ui/dialog-history.ts).
 */
import { lazy, Suspense } from 'react';
import { backFromPurchase } from '../../components/checkout/use-checkout-view.ts';
import { useDialogHistory } from '../../components/ui/dialog-history.ts';
import { DialogOpenerContext } from '../../components/ui/return-focus.ts';
import type { PackagePurchaseActor } from './use-package-purchase.ts';
import type { SanitizedPackage } from './use-packages.ts';

const PackagePurchaseDialogs = lazy(() => import('./package-purchase-dialogs.tsx'));

export function PurchaseDialogsOnDemand({
  purchase,
  packages,
}: {
  purchase: PackagePurchaseActor;
  packages: readonly Pick<SanitizedPackage, 'id' | 'price_info'>[];
}) {
  const [snapshot, send, actor] = purchase;
  const history = useDialogHistory(snapshot.matches('dialog'), () =>
    backFromPurchase(actor.getSnapshot().children.checkout, () => send({ type: 'dialog.close' })),
  );
  if (snapshot.matches('idle')) return null;
  return (
    <DialogOpenerContext value={history.opener}>
      <Suspense fallback={null}>
        <PackagePurchaseDialogs purchase={purchase} packages={packages} />
      </Suspense>
    </DialogOpenerContext>
  );
}
