/** Mounts the Buy Now dialogs (forms, radix, the checkout's screens) only once a purchase starts. */
import { lazy, Suspense } from 'react';
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
  if (purchase[0].matches('idle')) return null;
  return (
    <Suspense fallback={null}>
      <PackagePurchaseDialogs purchase={purchase} packages={packages} />
    </Suspense>
  );
}
