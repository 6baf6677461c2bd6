/**
 * The checkout's own screens over a purchase page: the full-screen loader while its calls run or the
 * redirect is pending (above the purchase's dialog); when the provider's script did not load, a
 * message with Retry and Cancel; after a failed payment or an unreachable server, an in-page alert
 * with Try again and Close (checkout-alerts.tsx, loaded on demand).
 */
import { checkoutTexts } from '@lwl/schemas';
import { lazy, Suspense } from 'react';
import { LoaderScreen } from '../ui/loading-overlay.tsx';
import { type CheckoutRefLike, useCheckoutView } from './use-checkout-view.ts';
import './checkout.css';

const CheckoutAlerts = lazy(() => import('./checkout-alerts.tsx'));

export function CheckoutStatus({ checkout }: { checkout: CheckoutRefLike | undefined }) {
  const view = useCheckoutView(checkout);
  if (view.busy) {
    return (
      <div className="checkout-busy">
        <LoaderScreen {...(view.confirming ? { message: checkoutTexts.confirmingPayment } : {})} />
      </div>
    );
  }
  if (checkout === undefined || (view.phase !== 'scriptFailed' && view.phase !== 'problem')) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutAlerts view={view} checkout={checkout} />
    </Suspense>
  );
}
