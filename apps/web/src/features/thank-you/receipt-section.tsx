/** The receipt of a purchase that just landed here, parsed (receipt-state.ts) then shown; loaded with it. */
import { receiptFor } from './receipt-state.ts';
import { ReceiptView } from './receipt-view.tsx';

export default function ReceiptSection({ state }: { state: unknown }) {
  const receipt = receiptFor(state);
  return receipt ? <ReceiptView receipt={receipt} /> : null;
}
