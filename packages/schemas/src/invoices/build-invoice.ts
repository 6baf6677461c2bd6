import type { ChargeBreakdown, ChargeKind } from '../money/index.ts';
import { amountInWords } from './amount-in-words.ts';
import type { Invoice } from './invoice-schema.ts';
import { documentNumber, financialYearOf, INVOICE_PREFIX, indiaDate, invoiceSlug } from './numbering.ts';
import type { PlaceOfSupply } from './place-of-supply.ts';
import { EXPORT_NOTE, SAC_CODES, sellerParty } from './seller.ts';
import { gstStateCodeOf } from './state-codes.ts';
import { taxSplit } from './tax-split.ts';

/** Who bought, as known when the payment was confirmed. */
export interface InvoiceBuyer {
  name: string;
  email: string;
  /** The GST details, when the member provided them at that time. */
  gst: { gstin: string; company: string; addressLines: string[]; state: string } | null;
  /**
   * The billing address without GST details: a guest's, given when her order needed it (rule 46);
   * printed when there are no GST details. Absent or empty: none.
   */
  addressLines?: readonly string[];
  /** The billing state of the profile or form ('' or null when unknown, e.g. a guest). */
  billingState: string | null;
}

export interface InvoiceInput {
  /** Serial within the financial year of `issuedAt` (1-based). */
  serial: number;
  issuedAt: Date;
  kind: ChargeKind;
  description: string;
  breakdown: ChargeBreakdown;
  buyer: InvoiceBuyer;
  /** Where the supply is taxed, as it was priced (`placeOfSupply`); null for an export. */
  placeOfSupply: PlaceOfSupply | null;
  coupon: string | null;
  orderId: string | null;
  paymentId: string | null;
}

/** The buyer's state an invoice goes by: the GST state when given, else the billing state. */
export function invoiceBuyerState(buyer: InvoiceBuyer): string | null {
  return buyer.gst?.state.trim() ? buyer.gst.state : buyer.billingState;
}

/** Every field of a GST tax invoice for one order (docs/decisions/0009: the invoice split). */
export function buildInvoice(input: InvoiceInput): Invoice {
  const { breakdown, buyer } = input;
  const issue_date = indiaDate(input.issuedAt);
  const financial_year = financialYearOf(issue_date);
  const number = documentNumber(INVOICE_PREFIX, financial_year, input.serial);
  const buyerState = invoiceBuyerState(buyer);
  const split = taxSplit(breakdown, input.placeOfSupply);
  const state = buyerState?.trim() ? buyerState.trim() : null;
  return {
    number,
    slug: invoiceSlug(number),
    issue_date,
    financial_year,
    status: 'paid',
    credit_note: null,
    seller: sellerParty(),
    buyer: {
      name: buyer.name,
      email: buyer.email,
      gstin: buyer.gst?.gstin.trim() ? buyer.gst.gstin.trim() : null,
      company: buyer.gst?.company.trim() ? buyer.gst.company.trim() : null,
      address_lines: (buyer.gst?.addressLines ?? buyer.addressLines ?? [])
        .map((line) => line.trim())
        .filter(Boolean),
      state,
      state_code: state ? gstStateCodeOf(state) : null,
    },
    supply: split.supply,
    place_of_supply: split.place_of_supply,
    gst_treatment: breakdown.gst_treatment,
    currency: breakdown.currency,
    lines: [
      {
        description: input.description,
        sac: SAC_CODES[input.kind],
        quantity: breakdown.quantity,
        unit_price: breakdown.unit_price,
        discount: breakdown.discount,
        taxable_value: breakdown.taxable_value,
      },
    ],
    tax: split.lines,
    totals: {
      subtotal: breakdown.subtotal,
      discount: breakdown.discount,
      taxable_value: breakdown.taxable_value,
      tax: breakdown.gst,
      round_off: breakdown.round_off ?? 0,
      total: breakdown.total,
    },
    amount_in_words: amountInWords(breakdown.total, breakdown.currency),
    note: split.supply === 'export' ? EXPORT_NOTE : null,
    coupon: input.coupon,
    order_id: input.orderId,
    payment_id: input.paymentId,
  };
}
