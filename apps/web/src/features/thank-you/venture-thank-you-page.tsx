/** /venturethank-you (platform.md §2, §4): after a Venture Vault pass payment. */
import { VENTURE_VAULT } from '@lwl/schemas';
import { useLocation } from 'react-router-dom';
import { receiptFor } from './receipt-state.ts';
import { ReceiptView } from './receipt-view.tsx';
import { ThankYouView } from './thank-you-view.tsx';

export function Component() {
  const receipt = receiptFor(useLocation().state);
  return (
    <ThankYouView next={{ label: `Back to ${VENTURE_VAULT.title}`, to: '/venture-vault' }}>
      <p>
        Your {VENTURE_VAULT.title} pass is booked: {VENTURE_VAULT.datesLabel}, {VENTURE_VAULT.city}. Your pass
        and the venue details are on their way to your e-mail.
      </p>
      {receipt ? <ReceiptView receipt={receipt} /> : null}
    </ThankYouView>
  );
}
