import { REFUND_STATE_LABELS } from '../account/refund-texts.ts';
import { GST_LABELS } from '../money/price-label.ts';
import type { Invoice, InvoiceStatus } from './invoice-schema.ts';

/** Words of the Invoices view (decisions: the specs show only placeholder invoices). */
export const invoiceMessages = {
  /** Empty list, in the account area's wording ('No Events Exists'). */
  noInvoices: 'No Invoices Exists',
  listFailed: 'Your invoices could not be loaded. Please try again.',
  downloadFailed: 'The invoice could not be downloaded. Please try again.',
  creditNoteFailed: 'The credit note could not be downloaded. Please try again.',
  /** When the backend has no invoice endpoint (it answers 404). */
  unavailable: 'Invoices are not available yet.',
} as const;

/**
 * How an invoice says whether GST was added to its prices or included in them, by the labels every
 * listed price carries (`GST_LABELS`): the price column's title and the note under the totals.
 */
export const INVOICE_GST_WORDS: Record<
  Invoice['gst_treatment'],
  { priceColumn: string; note: string | null }
> = {
  added: {
    priceColumn: `Price (${GST_LABELS.added})`,
    note: 'GST is added to the listed price: the total is the taxable value plus the GST shown above.',
  },
  included: {
    priceColumn: `Price ${GST_LABELS.included}`,
    note: 'The price charged includes the GST shown above.',
  },
  none: { priceColumn: 'Unit price', note: null },
};

/** The totals' row of a GST-inclusive price's paise that no taxable value splits exactly (untaxed). */
export const INVOICE_ROUND_OFF_LABEL = 'Round off';

/** The invoices list's and the PDF's words for an invoice's status: the refund's, as everywhere. */
export const INVOICE_STATUS_LABELS = {
  paid: 'Paid',
  refund_requested: REFUND_STATE_LABELS.requested,
  refunded: REFUND_STATE_LABELS.refunded,
  refund_refused: REFUND_STATE_LABELS.refused,
} as const satisfies Record<InvoiceStatus, string>;

const invoiceAmount = {
  INR: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
} as const;

/** An invoice amount in minor units, with both decimals: 900000 INR → '₹9,000.00'. */
export function formatInvoiceAmount(minor: number, currency: Invoice['currency']): string {
  return invoiceAmount[currency].format(minor / 100);
}
