import { orderLinks, REFUND_STATE_OF_STATUS, toMinor } from '@lwl/schemas';
import { invoiceOfPurchase } from '../invoices/invoice-book.ts';
import { onWeb, type RefundFacts } from '../mail/order-mail.ts';
import { findUser } from '../store/queries.ts';
import type { EventPurchaseRecord, Store } from '../store/store.ts';
import { orderAccessKey } from './access.ts';

/**
 * What the refund e-mails say about an event purchase: to the order's buyer (else the member), the
 * event, the amount paid (all of it goes back), the refund's state and instants, the credit note (an
 * approved refund's) and the receipt link.
 * Null for a purchase whose refund was never requested or whose event is gone.
 */
export function refundFacts(
  store: Store,
  purchase: EventPurchaseRecord,
  webOrigin: string,
): RefundFacts | null {
  const event = store.events.find((e) => e.id === purchase.event_id);
  if (!event || purchase.refund_status === '') return null;
  const order =
    purchase.order_id === null ? undefined : store.orders.find((o) => o.order_id === purchase.order_id);
  const user = purchase.user_id === null ? undefined : findUser(store, purchase.user_id);
  const invoice = invoiceOfPurchase(store, { kind: 'event', id: purchase.id });
  const requestedAt = purchase.refund_requested_at ?? purchase.refund_updated_at ?? purchase.purchased_date;
  return {
    to: purchase.buyer?.email || user?.email || '',
    holder: purchase.buyer?.name || (user ? `${user.first_name} ${user.last_name}`.trim() : ''),
    item: event.name,
    orderId: order?.order_id ?? null,
    amount: order?.amount ?? toMinor(purchase.amount),
    currency: purchase.currency,
    state: REFUND_STATE_OF_STATUS[purchase.refund_status],
    requestedAt,
    updatedAt: purchase.refund_updated_at ?? requestedAt,
    creditNote: invoice?.invoice.credit_note?.number ?? null,
    receiptUrl: order
      ? onWeb(webOrigin, orderLinks(order.order_id, orderAccessKey(order), 'event').receipt)
      : null,
  };
}
