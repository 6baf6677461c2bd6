/** While an order's receipt loads: said, not shown as a thank-you yet (the link may open no order). */
import { receiptPageTexts } from '@lwl/schemas';
import './thank-you.css';

export function ReceiptLoading() {
  return (
    <div className="container page thank-you">
      <p role="status">{receiptPageTexts.loading}</p>
    </div>
  );
}
