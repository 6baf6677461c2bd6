/**
 * The checkout's alerts over a purchase page, loaded on demand: the script did not load (Retry /
 * Cancel), or a payment failed / the server did not answer the order (Try again / Close).
 */
import PaymentProblemDialog from './payment-problem-dialog.tsx';
import ScriptFailedDialog from './script-failed-dialog.tsx';
import type { CheckoutRefLike, CheckoutView } from './use-checkout-view.ts';

export default function CheckoutAlerts({
  view,
  checkout,
}: {
  view: CheckoutView;
  checkout: CheckoutRefLike;
}) {
  if (view.phase === 'problem' && view.problem !== null) {
    return (
      <PaymentProblemDialog
        kind={view.problemKind}
        message={view.problem}
        onRetry={() => checkout.send({ type: 'problem.retry' })}
        onClose={() => checkout.send({ type: 'problem.close' })}
      />
    );
  }
  return (
    <ScriptFailedDialog
      message={view.scriptError}
      onRetry={() => checkout.send({ type: 'script.retry' })}
      onCancel={() => checkout.send({ type: 'checkout.cancel' })}
    />
  );
}
