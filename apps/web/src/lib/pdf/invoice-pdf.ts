/**
 * The tax invoice as a PDF, made in the browser with pdf-lib (pdf-writer.ts). Loaded only when a
 * Download is pressed (dynamic import). Layout of an Indian tax invoice: supplier, invoice details,
 * recipient, lines with SAC, the tax split, totals, amount in words, notes.
 */
import type { InvoiceFile } from '@lwl/machines';
import { INVOICE_FOOTNOTE, INVOICE_STATUS_LABELS, type Invoice } from '@lwl/schemas';
import { dateOf, placeOfSupply, writeTaxDocument } from './pdf-writer.ts';

export function makeInvoicePdf(invoice: Invoice): Promise<InvoiceFile> {
  return writeTaxDocument(invoice, {
    number: invoice.number,
    meta: {
      title: `Tax invoice ${invoice.number}`,
      subject: `Tax invoice ${invoice.number} for ${invoice.buyer.name}`,
    },
    heading: invoice.supply === 'export' ? 'TAX INVOICE (EXPORT OF SERVICES)' : 'TAX INVOICE',
    details: [
      ['Invoice number', invoice.number],
      ['Invoice date', dateOf(invoice.issue_date)],
      ['Financial year', invoice.financial_year],
      ['Place of supply', placeOfSupply(invoice)],
      ['Payment ID', invoice.payment_id ?? (invoice.totals.total === 0 ? 'None (free order)' : '—')],
      ['Order ID', invoice.order_id ?? '—'],
      ['Status', INVOICE_STATUS_LABELS[invoice.status]],
    ],
    totalLabel: 'Invoice total',
    notes: [
      `Tax payable on reverse charge: No.`,
      ...(invoice.coupon ? [`Coupon ${invoice.coupon} applied before GST.`] : []),
      ...(invoice.note ? [invoice.note] : []),
      ...(invoice.credit_note
        ? [
            `Credit note ${invoice.credit_note.number} dated ${dateOf(invoice.credit_note.issue_date)} issued against this invoice (${INVOICE_STATUS_LABELS[invoice.status].toLowerCase()}).`,
          ]
        : []),
    ],
    footnote: INVOICE_FOOTNOTE,
  });
}
