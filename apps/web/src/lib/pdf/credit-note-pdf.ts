/**
 * The credit note of a refunded purchase as a PDF of its own (pdf-writer.ts), from the invoice it
 * reverses: its number and date, the original invoice's number and date, and the reversed lines, tax
 * split and total (a purchase is refunded whole, so every amount of the invoice is credited). Loaded
 * only when its Download is pressed.
 */
import type { InvoiceFile } from '@lwl/machines';
import { CREDIT_NOTE_FOOTNOTE, type Invoice } from '@lwl/schemas';
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
      ['Against invoice', invoice.number],
      ['Invoice date', dateOf(invoice.issue_date)],
      ['Place of supply', placeOfSupply(invoice)],
      ['Order ID', invoice.order_id ?? '—'],
    ],
    preamble: `Reason: refund of the purchase below. Every amount of tax invoice ${invoice.number} is reversed.`,
    totalLabel: 'Total credited',
    notes: ['Tax payable on reverse charge: No.'],
    footnote: CREDIT_NOTE_FOOTNOTE,
  });
}
