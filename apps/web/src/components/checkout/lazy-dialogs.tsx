/**
 * The purchase dialogs loaded on demand: their form stack (react-hook-form, the resolver) and radix
 * Dialog stay out of a purchase page's first load and arrive when the buyer opens a dialog. Same
 * props as the dialogs; nothing renders while closed.
 */
import { lazy, Suspense } from 'react';
import type { CouponDialogProps } from './coupon-dialog.tsx';
import type { PurchaseDetailsDialogProps } from './purchase-details-dialog.tsx';

const PurchaseDetailsDialog = lazy(() =>
  import('./purchase-details-dialog.tsx').then((module) => ({ default: module.PurchaseDetailsDialog })),
);
const CouponDialog = lazy(() =>
  import('./coupon-dialog.tsx').then((module) => ({ default: module.CouponDialog })),
);

export function LazyPurchaseDetailsDialog(props: PurchaseDetailsDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseDetailsDialog {...props} />
    </Suspense>
  );
}

export function LazyCouponDialog(props: CouponDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <CouponDialog {...props} />
    </Suspense>
  );
}

/** Starts loading the dialogs ahead of Book Now (e.g. once a plan is chosen). */
export function preloadPurchaseDialogs(): void {
  void import('./purchase-details-dialog.tsx');
  void import('./coupon-dialog.tsx');
}
