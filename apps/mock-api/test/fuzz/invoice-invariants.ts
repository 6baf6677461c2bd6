import { INVOICE_STATUS_OF_REFUND, REFUND_STATE_OF_STATUS } from '@lwl/schemas';
import type { Store } from '../../src/store/store.ts';

/**
 * One invoice per paid order and none for an unpaid one; numbers and credit-note numbers unique; an
 * event ticket's invoice says its refund's state, and has a credit note (for its whole total, naming
 * it) exactly when the refund was approved.
 */
export function invoiceProblems(store: Store): string[] {
  const problems: string[] = [];
  const invoices = store.invoiceBook?.invoices ?? [];
  const paid = new Set(store.orders.filter((o) => o.status === 'paid').map((o) => o.order_id));
  const perOrder = new Map<string, number>();
  for (const { order_id } of invoices) {
    if (order_id === null) continue;
    perOrder.set(order_id, (perOrder.get(order_id) ?? 0) + 1);
    if (!paid.has(order_id)) problems.push(`invoice for unpaid or unknown order ${order_id}`);
  }
  for (const orderId of paid) {
    const count = perOrder.get(orderId) ?? 0;
    if (count !== 1) problems.push(`order ${orderId}: ${count} invoices`);
  }
  for (const { purchase, invoice } of invoices) {
    const refund =
      purchase?.kind === 'event' ? store.eventPurchases.find((p) => p.id === purchase.id) : undefined;
    const expected =
      refund === undefined || refund.refund_status === ''
        ? 'paid'
        : INVOICE_STATUS_OF_REFUND[REFUND_STATE_OF_STATUS[refund.refund_status]];
    if (invoice.status !== expected)
      problems.push(`invoice ${invoice.number}: ${invoice.status}, not ${expected}`);
    const note = invoice.credit_note;
    if ((note !== null) !== (invoice.status === 'refunded'))
      problems.push(`invoice ${invoice.number}: ${invoice.status} with${note ? '' : 'out'} a credit note`);
    if (note && (note.total !== invoice.totals.total || note.invoice_number !== invoice.number))
      problems.push(`credit note ${note.number} does not reverse invoice ${invoice.number}`);
  }
  const numbers = invoices.flatMap((r) => [r.invoice.number, r.invoice.credit_note?.number ?? []].flat());
  if (new Set(numbers).size !== numbers.length) problems.push('invoice or credit-note numbers repeat');
  return problems;
}
