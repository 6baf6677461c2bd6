import { CREDIT_NOTE_PREFIX, documentNumber, financialYearOf, type Invoice, indiaDate } from '@lwl/schemas';
import type { OrderKind, Store } from '../store/store.ts';

/** The purchase record an invoice is for (its kind's list and id). */
export interface PurchaseRef {
  kind: OrderKind;
  id: number;
}

/** One issued invoice and whose it is (null: a guest's purchase, which no member can read). */
export interface InvoiceRecord {
  user_id: number | null;
  /** null for the seed's purchases, which were not paid through an order. */
  order_id: string | null;
  purchase: PurchaseRef | null;
  invoice: Invoice;
}

/**
 * The invoices and the last serial used per financial year ('2026-27' → 42), one sequence for invoices
 * and one for credit notes. Plain JSON: persisted with the rest of the store.
 */
export interface InvoiceBook {
  invoices: InvoiceRecord[];
  serials: { invoice: Record<string, number>; creditNote: Record<string, number> };
}

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
