/** /venturethank-you (platform.md §2, §4): after a Venture Vault pass payment. */
import { VENTURE_VAULT } from '@lwl/schemas';
import { HeldReceipt } from './held-receipt.tsx';
import { ThankYouView } from './thank-you-view.tsx';

export function Component() {
  return (
    <ThankYouView next={{ label: `Back to ${VENTURE_VAULT.title}`, to: '/venture-vault' }}>
      <p>
        Your {VENTURE_VAULT.title} pass is booked: {VENTURE_VAULT.datesLabel}, {VENTURE_VAULT.city}. Your pass
        and the venue details are on their way to your e-mail.
      </p>
      <HeldReceipt />
    </ThankYouView>
  );
}
