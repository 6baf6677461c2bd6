/**
 * A thank-you page: with an order's link (`?order=…&key=…`) the receipt is loaded from the server
 * (order-receipt-route.tsx); without one (a backend whose create-order answers carry no access key)
 * the receipt handed over in memory shows while the app that made the purchase runs, and a reload
 * shows the text alone. `next` is where the page leads; `intro` what it says first.
 */
import { HeldReceipt } from './held-receipt.tsx';
import { OrderReceiptRoute } from './order-receipt-route.tsx';
import { introOf, type ThankYouIntro } from './thank-you-intro.ts';
import { ThankYouView } from './thank-you-view.tsx';

export function ThankYouRoute({
  next,
  intro,
}: {
  next: { label: string; to: string };
  intro: ThankYouIntro;
}) {
  return (
    <OrderReceiptRoute next={next} intro={intro}>
      <ThankYouView next={next}>
        {introOf(intro, null)}
        <HeldReceipt />
      </ThankYouView>
    </OrderReceiptRoute>
  );
}
