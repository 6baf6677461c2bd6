import { CREDIT_NOTE_PREFIX, documentNumber, financialYearOf, indiaDate } from '@lwl/schemas';
import type { InvoiceBook, PurchaseRef, Store } from '../store/store.ts';

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

/**
 * Marks the invoice of a purchase whose refund was requested and issues its credit note (the refund is
 * granted when requested: the mock has no later refund step). Nothing happens a second time.
 */
export function markRefundInitiated(store: Store, purchase: PurchaseRef, now: Date): void {
  const book = invoiceBookOf(store);
  const record = book.invoices.find(
    (r) => r.purchase?.kind === purchase.kind && r.purchase.id === purchase.id,
  );
  if (!record || record.invoice.credit_note) return;
  const day = indiaDate(now);
  const serial = nextSerial(book, 'creditNote', day);
  record.invoice.status = 'refund_initiated';
  record.invoice.credit_note = {
    number: documentNumber(CREDIT_NOTE_PREFIX, financialYearOf(day), serial),
    issue_date: day,
  };
}
