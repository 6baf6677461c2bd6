/** /venturethank-you: after a Venture Vault pass payment (see thank-you-page.tsx). */
import { VENTURE_VAULT } from '@lwl/schemas';
import { HeldReceipt } from './held-receipt.tsx';
import { OrderReceiptRoute } from './order-receipt-route.tsx';
import { ThankYouView } from './thank-you-view.tsx';

const NEXT = { label: `Back to ${VENTURE_VAULT.title}`, to: '/venture-vault' };
const INTRO = (
  <p>
    Your {VENTURE_VAULT.title} pass is booked: {VENTURE_VAULT.datesLabel}, {VENTURE_VAULT.city}. Your pass and
    the venue details are on their way to your e-mail.
  </p>
);

export function Component() {
  return (
    <OrderReceiptRoute next={NEXT} intro={INTRO}>
      <ThankYouView next={NEXT}>
        {INTRO}
        <HeldReceipt />
      </ThankYouView>
    </OrderReceiptRoute>
  );
}
