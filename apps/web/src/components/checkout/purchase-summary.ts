/** What a purchase dialog or form needs for its order summary: the item to quote and how to show it. */
import type { QuoteItem } from '@lwl/schemas';
import type { SummaryItem } from './order-summary.tsx';
import type { CheckoutRefLike } from './use-checkout-view.ts';

export interface PurchaseSummary {
  /** The item as the server prices it; null while the buyer has not chosen enough. */
  item: QuoteItem | null;
  /** What the page shows of it (name, date or term, quantity, listed price). */
  what: SummaryItem;
  /** The running checkout (its create-order answer updates the summary). */
  checkout: CheckoutRefLike | undefined;
}
