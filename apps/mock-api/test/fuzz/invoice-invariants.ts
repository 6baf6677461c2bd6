import type { Store } from '../../src/store/store.ts';

/** One invoice per paid order and none for an unpaid one; numbers and credit-note numbers unique. */
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
  const numbers = invoices.flatMap((r) => [r.invoice.number, r.invoice.credit_note?.number ?? []].flat());
  if (new Set(numbers).size !== numbers.length) problems.push('invoice or credit-note numbers repeat');
  return problems;
}
