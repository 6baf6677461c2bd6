/**
 * The credit note of a refunded purchase as a PDF of its own (pdf-writer.ts), issued when the refund
 * was approved, from the invoice it reverses. CGST Rule 53's particulars: the seller's name, address
 * and GSTIN, 'CREDIT NOTE', its number and date, the recipient's name, address and GSTIN, the original
 * invoice's number and date, and the reversed lines, tax split and amount credited (a purchase is
 * refunded whole, so every amount of the invoice is credited: the refund). Loaded only when its
 * Download is pressed.
 */
import type { InvoiceFile } from '@lwl/machines';
import { CREDIT_NOTE_FOOTNOTE, formatInvoiceAmount, type Invoice } from '@lwl/schemas';
import { dateOf, placeOfSupply, writeTaxDocument } from './pdf-writer.ts';

export async function makeCreditNotePdf(invoice: Invoice): Promise<InvoiceFile> {
  const note = invoice.credit_note;
  if (note === null) throw new Error(`Invoice ${invoice.number} has no credit note`);
  return writeTaxDocument(invoice, {
    number: note.number,
    meta: {
      title: `Credit note ${note.number}`,
      subject: `Credit note ${note.number} against tax invoice ${invoice.number} for ${invoice.buyer.name}`,
    },
    heading: 'CREDIT NOTE',
    details: [
      ['Credit note number', note.number],
      ['Credit note date', dateOf(note.issue_date)],
      ['Against invoice', note.invoice_number],
      ['Invoice date', dateOf(note.invoice_date)],
      ['Place of supply', placeOfSupply(invoice)],
      ['Order ID', invoice.order_id ?? '—'],
      ['Amount credited', formatInvoiceAmount(note.total, invoice.currency)],
    ],
    preamble: `Reason: approved refund of the purchase below. Every amount of tax invoice ${note.invoice_number} dated ${dateOf(note.invoice_date)} is reversed.`,
    totalLabel: 'Total credited',
    notes: ['Tax payable on reverse charge: No.'],
    footnote: CREDIT_NOTE_FOOTNOTE,
  });
}
