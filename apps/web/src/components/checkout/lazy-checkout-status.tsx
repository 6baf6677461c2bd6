/**
 * CheckoutStatus (the checkout's loader and its alerts) for the membership forms, whose checkout runs
 * only after Pay: nothing renders before that, and its code loads at the user's first input on the
 * page (a purchase starts with one), so the loader is there the moment the buyer pays. The provider's
 * dialog and the alerts are a step in the history: Back cancels that attempt, the form stays.
 */
import { lazy, Suspense } from 'react';
import { deferred } from '../../lib/deferred.ts';
import { useDialogHistory } from '../ui/dialog-history.ts';
import {
  type CheckoutRefLike,
  checkoutBackEvent,
  checkoutPhase,
  useCheckoutView,
} from './use-checkout-view.ts';

const loadStatus = deferred(() => import('./checkout-status.tsx'));
const CheckoutStatus = lazy(() => loadStatus().then((module) => ({ default: module.CheckoutStatus })));

export function LazyCheckoutStatus({ checkout }: { checkout: CheckoutRefLike | undefined }) {
  const { phase } = useCheckoutView(checkout);
  useDialogHistory(checkoutBackEvent(phase) !== null, () => {
    const back = checkoutBackEvent(checkoutPhase(checkout?.getSnapshot()));
    if (checkout && back) checkout.send(back);
  });
  if (checkout === undefined) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutStatus checkout={checkout} />
    </Suspense>
  );
}
