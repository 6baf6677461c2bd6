/** /thank-you (platform.md §2): after an event, mentor, package or membership payment. */
import { useLocation } from 'react-router-dom';
import { receiptFor } from './receipt-state.ts';
import { ReceiptView } from './receipt-view.tsx';
import { ThankYouView } from './thank-you-view.tsx';

export function Component() {
  const receipt = receiptFor(useLocation().state);
  return (
    <ThankYouView next={{ label: 'Explore upcoming events', to: '/upcoming-events' }}>
      <p>A confirmation is on its way to your e-mail with the details of your purchase.</p>
      {receipt ? <ReceiptView receipt={receipt} /> : null}
    </ThankYouView>
  );
}
