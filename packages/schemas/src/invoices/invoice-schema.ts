import * as z from 'zod/mini';
import type { RefundState } from '../account/refund-texts.ts';
import { okBody } from '../common/envelope.ts';
import { isoDate } from '../common/fields.ts';
import { currencySchema } from '../money/currency.ts';
import { minorAmount } from '../money/units.ts';

/** One line of a tax invoice; amounts in minor units (paise / cents). */
export const invoiceLineSchema = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number().check(z.int(), z.positive()),
  unit_price: minorAmount('Listed price of one unit'),
  discount: minorAmount('Coupon discount of the line'),
  taxable_value: minorAmount('Value the line is taxed on'),
});

export const invoicePartySchema = z.object({
  name: z.string(),
  email: z.string(),
  /** As the member typed it (printed as given, even when it fails the check digit); null without one. */
  gstin: z.nullable(z.string()),
  company: z.nullable(z.string()),
  address_lines: z.array(z.string()),
  state: z.nullable(z.string()),
  state_code: z.nullable(z.string()),
});

/** An invoice's status, from payment through its refund (labels: `INVOICE_STATUS_LABELS`). */
export const INVOICE_STATUSES = ['paid', 'refund_requested', 'refunded', 'refund_refused'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The invoice status a refund state gives its invoice. */
export const INVOICE_STATUS_OF_REFUND = {
  requested: 'refund_requested',
  refunded: 'refunded',
  refused: 'refund_refused',
} as const satisfies Record<RefundState, InvoiceStatus>;

/**
 * A GST tax invoice (contract extension, `GET account-invoices/{number}`), issued when a payment is
 * confirmed (or a free order is placed). Amounts in minor units, like the create-order breakdown.
 * `status` follows the purchase's refund: 'paid', 'refund_requested' once a refund is asked for, then
 * 'refunded' when the organisers approve it (the credit note that reverses the invoice is issued then,
 * from its own number sequence) or 'refund_refused' (no credit note; it may be asked for again).
 */
export const invoiceSchema = z
  .object({
    number: z.string().check(z.minLength(1)),
    /** The number with '/' replaced by '-': the path parameter and the PDF's file name. */
    slug: z.string().check(z.minLength(1)),
    /** Date of issue in India, `YYYY-MM-DD`. */
    issue_date: isoDate(),
    financial_year: z.string(),
    status: z.enum(INVOICE_STATUSES),
    /**
     * The credit note of an approved refund, with the particulars CGST Rule 53 asks of it beside the
     * seller's and buyer's: its number and date, the invoice it reverses (number and date) and the
     * amount credited, which is what was refunded.
     */
    credit_note: z.nullable(
      z.object({
        number: z.string(),
        issue_date: isoDate(),
        invoice_number: z.string(),
        invoice_date: isoDate(),
        total: minorAmount('Amount credited: what was refunded'),
      }),
    ),
    seller: z.extend(invoicePartySchema, { gstin: z.string(), state: z.string(), state_code: z.string() }),
    buyer: invoicePartySchema,
    supply: z.enum(['intra_state', 'inter_state', 'export']),
    place_of_supply: z.nullable(z.object({ state: z.string(), state_code: z.nullable(z.string()) })),
    /** Whether GST was added to the listed price, included in it, or not charged (export). */
    gst_treatment: z.enum(['added', 'included', 'none']),
    currency: currencySchema,
    lines: z.array(invoiceLineSchema).check(z.minLength(1)),
    tax: z.array(
      z.object({
        label: z.enum(['CGST', 'SGST', 'IGST']),
        rate_percent: z.number(),
        amount: minorAmount('Tax of this label'),
      }),
    ),
    totals: z.object({
      subtotal: minorAmount('Sum of the lines before discount'),
      discount: minorAmount('Coupon discount'),
      taxable_value: minorAmount('subtotal − discount'),
      tax: minorAmount('GST of the invoice'),
      /** Optional: an invoice issued before it existed has none (0). */
      round_off: z.optional(minorAmount('total − taxable value − tax (0 to 2 minor units)')),
      total: minorAmount('What was paid'),
    }),
    amount_in_words: z.string(),
    /** Export wording for USD sales; null otherwise. */
    note: z.nullable(z.string()),
    coupon: z.nullable(z.string()),
    /** The provider's order id; null for purchases made before invoices were recorded. */
    order_id: z.nullable(
      z
        .string()
        .check(z.meta({ description: "The provider's order id of the purchase (GET orders/{order_id})." })),
    ),
    /** The provider's payment id; null for a free order (FREE100). */
    payment_id: z.nullable(z.string().check(z.meta({ description: "The provider's payment id." }))),
  })
  .check(z.meta({ description: 'A GST tax invoice (extension). Amounts in minor units (paise/cents).' }));
export type Invoice = z.infer<typeof invoiceSchema>;

/** A row of `GET account-invoices` (newest first). */
export const invoiceSummarySchema = z.object({
  number: z.string(),
  slug: z.string(),
  issue_date: isoDate(),
  description: z.string(),
  currency: currencySchema,
  total: minorAmount('What was paid'),
  status: invoiceSchema.shape.status,
  credit_note_number: z.nullable(z.string()),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const accountInvoicesResponseSchema = okBody({ data: z.array(invoiceSummarySchema) });
export const accountInvoiceResponseSchema = okBody({ data: invoiceSchema });

/** The summary row of an invoice. */
export const summaryOf = (invoice: Invoice): InvoiceSummary => ({
  number: invoice.number,
  slug: invoice.slug,
  issue_date: invoice.issue_date,
  description: invoice.lines.map((line) => line.description).join('; '),
  currency: invoice.currency,
  total: invoice.totals.total,
  status: invoice.status,
  credit_note_number: invoice.credit_note?.number ?? null,
});
