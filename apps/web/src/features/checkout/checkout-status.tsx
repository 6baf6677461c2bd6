/**
 * The checkout's own screens over a purchase page: the full-screen loader while its calls run or the
 * redirect is pending (above the purchase's dialog); when the provider's script did not load, a
 * message with Retry and Cancel; after a failed payment or an unreachable server, an in-page alert
 * with Try again and Close (both loaded on demand).
 */
import { lazy, Suspense } from 'react';
import { LoaderScreen } from '../../components/ui/loading-overlay.tsx';
import { type CheckoutRefLike, useCheckoutView } from './use-checkout-view.ts';
import './checkout.css';

const ScriptFailedDialog = lazy(() => import('./script-failed-dialog.tsx'));
const PaymentProblemDialog = lazy(() => import('./payment-problem-dialog.tsx'));

export function CheckoutStatus({ checkout }: { checkout: CheckoutRefLike | undefined }) {
  const view = useCheckoutView(checkout);
  if (view.busy) {
    return (
      <div className="checkout-busy">
        <LoaderScreen />
      </div>
    );
  }
  if (checkout === undefined) return null;
  if (view.phase === 'problem' && view.problem !== null) {
    return (
      <Suspense fallback={null}>
        <PaymentProblemDialog
          kind={view.problemKind}
          message={view.problem}
          onRetry={() => checkout.send({ type: 'problem.retry' })}
          onClose={() => checkout.send({ type: 'problem.close' })}
        />
      </Suspense>
    );
  }
  if (view.phase !== 'scriptFailed') return null;
  return (
    <Suspense fallback={null}>
      <ScriptFailedDialog
        message={view.scriptError}
        onRetry={() => checkout.send({ type: 'script.retry' })}
        onCancel={() => checkout.send({ type: 'checkout.cancel' })}
      />
    </Suspense>
  );
}
