/**
 * The receipt part of a thank-you page. Only a purchase made in this app leaves a receipt
 * (lib/receipt-handoff.ts), so its code (the receipt's schema and zod, the account e-mail call, the
 * calendar file) is loaded then, never for a visit that has none.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { heldReceipt } from '../../lib/receipt-handoff.ts';

const ReceiptSection = lazy(() => import('./receipt-section.tsx'));

export function HeldReceipt() {
  const { state } = useLocation();
  return heldReceipt(state) === null ? null : (
    <Suspense fallback={null}>
      <ReceiptSection state={state} />
    </Suspense>
  );
}
