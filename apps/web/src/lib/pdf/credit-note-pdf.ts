/**
 * The credit note of a refunded purchase as a PDF of its own (pdf-writer.ts), from the invoice it
 * reverses: its number and date, the original invoice's number and date, and the reversed lines, tax
 * split and total (a purchase is refunded whole, so every amount of the invoice is credited). Loaded
 * only when its Download is pressed.
 */
import type { InvoiceFile } from '@lwl/machines';
import { CREDIT_NOTE_FOOTNOTE, type Invoice, invoiceSlug } from '@lwl/schemas';
import {
  amountInWords,
  dateOf,
  footer,
  lines,
  placeOfSupply,
  recipient,
  startDocument,
  supplierAndDetails,
  title,
  totals,
} from './pdf-writer.ts';

export async function makeCreditNotePdf(invoice: Invoice): Promise<InvoiceFile> {
  const note = invoice.credit_note;
  if (note === null) throw new Error(`Invoice ${invoice.number} has no credit note`);
  const { pdf, writer: w } = await startDocument({
    title: `Credit note ${note.number}`,
    author: invoice.seller.name,
    subject: `Credit note ${note.number} against tax invoice ${invoice.number} for ${invoice.buyer.name}`,
  });
  title(w, 'CREDIT NOTE', 'Original for recipient');
  supplierAndDetails(w, invoice, [
    ['Credit note number', note.number],
    ['Credit note date', dateOf(note.issue_date)],
    ['Against invoice', invoice.number],
    ['Invoice date', dateOf(invoice.issue_date)],
    ['Place of supply', placeOfSupply(invoice)],
    ['Order ID', invoice.order_id ?? '—'],
  ]);
  recipient(w, invoice);
  w.paragraph(
    `Reason: refund of the purchase below. Every amount of tax invoice ${invoice.number} is reversed.`,
    { size: 9 },
  );
  w.y -= 8;
  lines(w, invoice);
  totals(w, invoice, 'Total credited');
  amountInWords(w, invoice);
  w.paragraph('Tax payable on reverse charge: No.');
  footer(w, invoice, CREDIT_NOTE_FOOTNOTE);
  return { fileName: `${invoiceSlug(note.number)}.pdf`, bytes: await pdf.save() };
}
