import { describe, expect, it } from 'vitest';
import { computeCharge } from '../money/charge.ts';
import { buildInvoice, type InvoiceInput } from './build-invoice.ts';
import { EXAMPLE_INVOICE } from './examples.ts';
import { invoiceSchema, summaryOf } from './invoice-schema.ts';
import { EXPORT_NOTE, SELLER } from './seller.ts';

const member = {
  name: 'Ananya Iyer',
  email: 'titan@lwl.test',
  gst: {
    gstin: '27AAPFU0939F1ZV',
    company: 'Iyer Consulting LLP',
    addressLines: ['14 Marine Drive', '', 'Churchgate, 400020'],
    state: 'Maharashtra',
  },
  billingState: 'Karnataka',
};

const input = (over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  serial: 42,
  issuedAt: new Date('2026-11-25T06:00:00Z'),
  kind: 'event',
  description: 'Event ticket: Women in Leadership Summit (Mumbai)',
  breakdown: computeCharge({
    unitPrice: 4500,
    quantity: 2,
    currency: 'INR',
    treatment: 'included',
    discountPercent: 0,
    supply: 'intra_state',
  }),
  buyer: member,
  placeOfSupply: { state: 'Maharashtra', state_code: '27' },
  coupon: null,
  orderId: 'order_Ab12Cd34Ef56Gh',
  paymentId: 'pay_Zy98Xw76Vu54Ts',
  ...over,
});

describe('buildInvoice', () => {
  it('builds the example invoice: seller, buyer with GST details, SAC line, CGST + SGST, words', () => {
    const invoice = buildInvoice(input());
    expect(invoice).toEqual(EXAMPLE_INVOICE);
    expect(invoiceSchema.parse(invoice)).toEqual(invoice);
    expect(invoice.seller).toMatchObject({ gstin: SELLER.gstin, state: 'Maharashtra', state_code: '27' });
  });

  it('taxes at the place of supply it was priced for; prints the GST state when given, else the billing state', () => {
    expect(buildInvoice(input()).supply).toBe('intra_state');
    const noGst = buildInvoice(
      input({
        buyer: { ...member, gst: null },
        placeOfSupply: { state: 'Karnataka', state_code: '29' },
        breakdown: computeCharge({
          unitPrice: 4500,
          quantity: 2,
          currency: 'INR',
          treatment: 'included',
          discountPercent: 0,
          supply: 'inter_state',
        }),
      }),
    );
    expect(noGst.supply).toBe('inter_state');
    expect(noGst.place_of_supply).toEqual({ state: 'Karnataka', state_code: '29' });
    expect(noGst.tax).toEqual([{ label: 'IGST', rate_percent: 18, amount: 137_288 }]);
    expect(noGst.buyer).toMatchObject({ gstin: null, company: null, address_lines: [], state: 'Karnataka' });
  });

  it('prints a GSTIN as given, even one that fails its check digit', () => {
    const typo = buildInvoice(
      input({ buyer: { ...member, gst: { ...member.gst, gstin: ' 27AABCR1234F1Z5 ' } } }),
    );
    expect(typo.buyer.gstin).toBe('27AABCR1234F1Z5');
  });

  it('an export (USD) has no tax lines and carries the export wording', () => {
    const breakdown = computeCharge({
      unitPrice: 820,
      quantity: 1,
      currency: 'USD',
      treatment: 'none',
      discountPercent: 0,
      supply: 'inter_state',
    });
    const invoice = buildInvoice(input({ kind: 'membership', breakdown, placeOfSupply: null }));
    expect(invoice).toMatchObject({
      supply: 'export',
      place_of_supply: null,
      tax: [],
      note: EXPORT_NOTE,
      currency: 'USD',
      lines: [{ sac: '999599', taxable_value: 82_000 }],
      totals: { subtotal: 82_000, discount: 0, taxable_value: 82_000, tax: 0, total: 82_000 },
      amount_in_words: 'US Dollars Eight Hundred Twenty Only',
    });
  });

  it('a coupon comes off before GST; a free order (FREE100) invoices zero without a payment id', () => {
    const lwl10 = buildInvoice(
      input({
        kind: 'mentor',
        coupon: 'LWL10',
        breakdown: computeCharge({
          unitPrice: 5000,
          quantity: 1,
          currency: 'INR',
          treatment: 'added',
          discountPercent: 10,
          supply: 'intra_state',
        }),
      }),
    );
    expect(lwl10.totals).toEqual({
      subtotal: 500_000,
      discount: 50_000,
      taxable_value: 450_000,
      tax: 81_000,
      round_off: 0,
      total: 531_000,
    });
    expect(lwl10.tax.map((t) => t.amount)).toEqual([40_500, 40_500]);
    const free = buildInvoice(
      input({
        paymentId: null,
        coupon: 'FREE100',
        breakdown: computeCharge({
          unitPrice: 4500,
          quantity: 1,
          currency: 'INR',
          treatment: 'included',
          discountPercent: 100,
          supply: 'intra_state',
        }),
      }),
    );
    expect(free.totals.total).toBe(0);
    expect(free.amount_in_words).toBe('Rupees Zero Only');
    expect(free.payment_id).toBeNull();
  });

  it('numbers in the financial year of the Indian date of issue', () => {
    const april = buildInvoice(input({ serial: 1, issuedAt: new Date('2027-03-31T20:00:00Z') }));
    expect(april).toMatchObject({
      number: 'INV/2728/000001',
      slug: 'INV-2728-000001',
      issue_date: '2027-04-01',
    });
  });

  it('summarises a row for the list', () => {
    expect(summaryOf(EXAMPLE_INVOICE)).toEqual({
      number: 'INV/2627/000042',
      slug: 'INV-2627-000042',
      issue_date: '2026-11-25',
      description: 'Event ticket: Women in Leadership Summit (Mumbai)',
      currency: 'INR',
      total: 900_000,
      status: 'paid',
      credit_note_number: null,
    });
  });
});
