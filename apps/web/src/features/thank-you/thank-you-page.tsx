/**
 * /thank-you: after an event, mentor, package or membership payment. With an
 * order's link (`?order=…&key=…`) the receipt is loaded from the server (order-receipt-page.tsx);
 * without one (a backend whose create-order answers carry no access key) the receipt handed over in
 * memory shows while the app that made the purchase runs, and a reload shows the text alone.
 */
import { HeldReceipt } from './held-receipt.tsx';
import { OrderReceiptRoute } from './order-receipt-route.tsx';
import { ThankYouView } from './thank-you-view.tsx';

const NEXT = { label: 'Explore upcoming events', to: '/upcoming-events' };
const INTRO = <p>A confirmation is on its way to your e-mail with the details of your purchase.</p>;

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
