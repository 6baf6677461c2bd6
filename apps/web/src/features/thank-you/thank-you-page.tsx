/** /thank-you (platform.md §2): after an event, mentor, package or membership payment. */
import { HeldReceipt } from './held-receipt.tsx';
import { ThankYouView } from './thank-you-view.tsx';

export function Component() {
  return (
    <ThankYouView next={{ label: 'Explore upcoming events', to: '/upcoming-events' }}>
      <p>A confirmation is on its way to your e-mail with the details of your purchase.</p>
      <HeldReceipt />
    </ThankYouView>
  );
}
