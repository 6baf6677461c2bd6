/**
 * The purchase dialogs loaded on demand: their form stack (react-hook-form, the resolver) and radix
 * Dialog stay out of a purchase page's first load and arrive when the buyer opens a dialog. Same
 * props as the dialogs; nothing renders while closed.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import type { CouponDialogProps } from './coupon-dialog.tsx';
import type { PurchaseDetailsDialogProps } from './purchase-details-dialog.tsx';

/** A dialog loaded when it first opens; nothing renders while it is closed. */
function whenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    // The boundary stays mounted: an opening rendered as a deferred update (the event page's Book Now)
    // then waits for the code with the page as it was, instead of committing an empty fallback.
    return <Suspense fallback={null}>{props.open ? <Dialog {...props} /> : null}</Suspense>;
  };
}

export const LazyPurchaseDetailsDialog = whenOpen<PurchaseDetailsDialogProps>(() =>
  import('./purchase-details-dialog.tsx').then((module) => module.PurchaseDetailsDialog),
);

export const LazyCouponDialog = whenOpen<CouponDialogProps>(() =>
  import('./coupon-dialog.tsx').then((module) => module.CouponDialog),
);

/** Starts loading the dialogs ahead of Book Now (e.g. once a plan is chosen). */
export function preloadPurchaseDialogs(): void {
  void import('./purchase-details-dialog.tsx');
  void import('./coupon-dialog.tsx');
}
