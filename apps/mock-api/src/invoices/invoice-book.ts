import {
  CREDIT_NOTE_PREFIX,
  documentNumber,
  financialYearOf,
  INVOICE_STATUS_OF_REFUND,
  indiaDate,
  REFUND_STATE_OF_STATUS,
} from '@lwl/schemas';
import type { InvoiceBook, InvoiceRecord, PurchaseRef, Store } from '../store/store.ts';

export const emptyInvoiceBook = (): InvoiceBook => ({
  invoices: [],
  serials: { invoice: {}, creditNote: {} },
});

/** The store's invoice book; a state file written before invoices existed gets an empty one. */
export function invoiceBookOf(store: Store): InvoiceBook {
  store.invoiceBook ??= emptyInvoiceBook();
  return store.invoiceBook;
}

/** The next serial of a sequence in the financial year of `day` (`YYYY-MM-DD`, India). */
export function nextSerial(book: InvoiceBook, sequence: keyof InvoiceBook['serials'], day: string): number {
  const year = financialYearOf(day);
  const serial = (book.serials[sequence][year] ?? 0) + 1;
  book.serials[sequence][year] = serial;
  return serial;
}

/** The invoice of a purchase, if it has one. */
export function invoiceOfPurchase(store: Store, purchase: PurchaseRef): InvoiceRecord | undefined {
  return invoiceBookOf(store).invoices.find(
    (r) => r.purchase?.kind === purchase.kind && r.purchase.id === purchase.id,
  );
}

/**
 * Marks the invoice of a purchase whose refund was asked for: the request alone, no credit note (a
 * request may be refused). A purchase without an invoice has nothing to mark.
 */
export function markRefundRequested(store: Store, purchase: PurchaseRef): void {
  const record = invoiceOfPurchase(store, purchase);
  if (record) record.invoice.status = INVOICE_STATUS_OF_REFUND.requested;
}

/**
 * The organisers' decision on the invoice. Approved: 'refunded', and the credit note that reverses the
 * whole invoice (a purchase is refunded whole, so it credits the invoice's total: what was refunded),
 * numbered from its own sequence in the financial year of the decision, once. Refused: 'refund_refused'
 * and no credit note.
 */
export function markRefundDecided(
  store: Store,
  purchase: PurchaseRef,
  decision: 'refunded' | 'refused',
  now: Date,
): void {
  const record = invoiceOfPurchase(store, purchase);
  if (!record) return;
  const { invoice } = record;
  invoice.status = INVOICE_STATUS_OF_REFUND[decision];
  if (decision === 'refused' || invoice.credit_note) return;
  const day = indiaDate(now);
  const serial = nextSerial(invoiceBookOf(store), 'creditNote', day);
  invoice.credit_note = {
    number: documentNumber(CREDIT_NOTE_PREFIX, financialYearOf(day), serial),
    issue_date: day,
    invoice_number: invoice.number,
    invoice_date: invoice.issue_date,
    total: invoice.totals.total,
  };
}

/**
 * Sets each event ticket's invoice from its purchase's refund, at load (`createApp`'s `upgrade`): a
 * state file written when a request issued the credit note holds credit notes of refunds still
 * waiting or refused, which are not in force (docs/product-rules.md, "Refunds"), and says
 * 'refund_initiated' for every state. True when it changed any.
 */
export function followRefunds(store: Store): boolean {
  let changed = false;
  for (const { purchase, invoice } of invoiceBookOf(store).invoices) {
    if (purchase?.kind !== 'event') continue;
    const status = store.eventPurchases.find((p) => p.id === purchase.id)?.refund_status;
    if (status === undefined) continue;
    const expected = status === '' ? 'paid' : INVOICE_STATUS_OF_REFUND[REFUND_STATE_OF_STATUS[status]];
    if (invoice.status !== expected) {
      invoice.status = expected;
      changed = true;
    }
    if (expected !== 'refunded' && invoice.credit_note !== null) {
      invoice.credit_note = null;
      changed = true;
    }
  }
  return changed;
}
