import type { ExamplesFor } from '../api/endpoint.ts';
import type { invoicesEndpoints } from './endpoints.ts';
import { type Invoice, summaryOf } from './invoice-schema.ts';
import { sellerParty } from './seller.ts';

/** A Titan member in Maharashtra buys two event tickets (GST included, CGST + SGST). */
export const EXAMPLE_INVOICE: Invoice = {
  number: 'INV/2627/000042',
  slug: 'INV-2627-000042',
  issue_date: '2026-11-25',
  financial_year: '2026-27',
  status: 'paid',
  credit_note: null,
  seller: sellerParty(),
  buyer: {
    name: 'Ananya Iyer',
    email: 'titan@lwl.test',
    gstin: '27AAPFU0939F1ZV',
    company: 'Iyer Consulting LLP',
    address_lines: ['14 Marine Drive', 'Churchgate, 400020'],
    state: 'Maharashtra',
    state_code: '27',
  },
  supply: 'intra_state',
  place_of_supply: { state: 'Maharashtra', state_code: '27' },
  gst_treatment: 'included',
  currency: 'INR',
  lines: [
    {
      description: 'Event ticket: Women in Leadership Summit (Mumbai)',
      sac: '998596',
      quantity: 2,
      unit_price: 450_000,
      discount: 0,
      taxable_value: 762_712,
    },
  ],
  tax: [
    { label: 'CGST', rate_percent: 9, amount: 68_644 },
    { label: 'SGST', rate_percent: 9, amount: 68_644 },
  ],
  totals: {
    subtotal: 900_000,
    discount: 0,
    taxable_value: 762_712,
    tax: 137_288,
    round_off: 0,
    total: 900_000,
  },
  amount_in_words: 'Rupees Nine Thousand Only',
  note: null,
  coupon: null,
  order_id: 'order_Ab12Cd34Ef56Gh',
  payment_id: 'pay_Zy98Xw76Vu54Ts',
};

export const invoicesExamples = {
  'GET account-invoices': {
    input: {},
    response: { status: 1, data: [summaryOf(EXAMPLE_INVOICE)] },
  },
  'GET account-invoices/{number}': {
    input: { number: 'INV-2627-000042' },
    response: { status: 1, data: EXAMPLE_INVOICE },
  },
} satisfies ExamplesFor<typeof invoicesEndpoints>;
