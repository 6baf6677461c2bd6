/**
 * The tax invoice as a PDF, made in the browser with pdf-lib (pdf-writer.ts). Loaded only when a
 * Download is pressed (dynamic import). Layout of an Indian tax invoice: supplier, invoice details,
 * recipient, lines with SAC, the tax split, totals, amount in words, notes.
 */
import type { InvoiceFile } from '@lwl/machines';
import { INVOICE_FOOTNOTE, INVOICE_STATUS_LABELS, type Invoice, invoiceSlug } from '@lwl/schemas';
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

export async function makeInvoicePdf(invoice: Invoice): Promise<InvoiceFile> {
  const { pdf, writer: w } = await startDocument({
    title: `Tax invoice ${invoice.number}`,
    author: invoice.seller.name,
    subject: `Tax invoice ${invoice.number} for ${invoice.buyer.name}`,
  });
  title(
    w,
    invoice.supply === 'export' ? 'TAX INVOICE (EXPORT OF SERVICES)' : 'TAX INVOICE',
    'Original for recipient',
  );
  supplierAndDetails(w, invoice, [
    ['Invoice number', invoice.number],
    ['Invoice date', dateOf(invoice.issue_date)],
    ['Financial year', invoice.financial_year],
    ['Place of supply', placeOfSupply(invoice)],
    ['Payment ID', invoice.payment_id ?? (invoice.totals.total === 0 ? 'None (free order)' : '—')],
    ['Order ID', invoice.order_id ?? '—'],
    ['Status', INVOICE_STATUS_LABELS[invoice.status]],
  ]);
  recipient(w, invoice);
  lines(w, invoice);
  totals(w, invoice, 'Invoice total');
  amountInWords(w, invoice);
  const notes = [
    `Tax payable on reverse charge: No.`,
    ...(invoice.coupon ? [`Coupon ${invoice.coupon} applied before GST.`] : []),
    ...(invoice.note ? [invoice.note] : []),
    ...(invoice.credit_note
      ? [
          `Credit note ${invoice.credit_note.number} dated ${dateOf(invoice.credit_note.issue_date)} issued against this invoice (refund initiated).`,
        ]
      : []),
  ];
  for (const note of notes) w.paragraph(note);
  footer(w, invoice, INVOICE_FOOTNOTE);
  return { fileName: `${invoiceSlug(invoice.number)}.pdf`, bytes: await pdf.save() };
}
