import { formatInr } from '@lwl/schemas';
import { formatDate } from '../../lib/format.ts';
import type { PlaceholderInvoice } from './placeholder-invoices.ts';

/** A plain-text rendering of an invoice, as downloaded. */
export function invoiceDocument(invoice: PlaceholderInvoice): { fileName: string; text: string } {
  const lines = [
    'LWL — Invoice',
    '',
    `Invoice number: ${invoice.number}`,
    `Date:           ${formatDate(invoice.date)}`,
    '',
    `Item:           ${invoice.description}`,
    `Amount:         ${formatInr(invoice.amount)}`,
    '',
    'This is a sample invoice generated for display purposes.',
  ];
  return { fileName: `${invoice.number}.txt`, text: `${lines.join('\n')}\n` };
}
