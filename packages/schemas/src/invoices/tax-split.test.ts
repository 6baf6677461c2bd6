import { describe, expect, it } from 'vitest';
import { computeCharge } from '../money/charge.ts';
import { taxSplit } from './tax-split.ts';

const ticket = computeCharge({
  unitPrice: 4500,
  quantity: 2,
  currency: 'INR',
  treatment: 'included',
  discountPercent: 0,
});
const plan = computeCharge({
  unitPrice: 110_000,
  quantity: 1,
  currency: 'INR',
  treatment: 'added',
  discountPercent: 0,
});
const usdPlan = computeCharge({
  unitPrice: 820,
  quantity: 1,
  currency: 'USD',
  treatment: 'none',
  discountPercent: 0,
});

describe('taxSplit', () => {
  it('a buyer in Maharashtra (the seller’s state) pays CGST 9 % + SGST 9 %', () => {
    expect(taxSplit(plan, 'Maharashtra')).toEqual({
      supply: 'intra_state',
      place_of_supply: { state: 'Maharashtra', state_code: '27' },
      lines: [
        { label: 'CGST', rate_percent: 9, amount: 990_000 },
        { label: 'SGST', rate_percent: 9, amount: 990_000 },
      ],
    });
  });

  it('any other state pays IGST 18 % on the whole GST', () => {
    expect(taxSplit(plan, 'Karnataka')).toEqual({
      supply: 'inter_state',
      place_of_supply: { state: 'Karnataka', state_code: '29' },
      lines: [{ label: 'IGST', rate_percent: 18, amount: 1_980_000 }],
    });
    expect(taxSplit(plan, ' delhi ').place_of_supply).toEqual({ state: 'delhi', state_code: '07' });
  });

  it('an unknown state is the seller’s own (place of supply = the supplier’s location)', () => {
    expect(taxSplit(ticket, null).supply).toBe('intra_state');
    expect(taxSplit(ticket, '  ').supply).toBe('intra_state');
  });

  it('keeps the halves equal to the GST charged: CGST takes the odd paisa', () => {
    // 9,000 incl. GST → 1,372.88 GST: 686.44 + 686.44
    expect(taxSplit(ticket, 'Maharashtra').lines.map((l) => l.amount)).toEqual([68_644, 68_644]);
    const odd = computeCharge({
      unitPrice: 999.99,
      quantity: 1,
      currency: 'INR',
      treatment: 'added',
      discountPercent: 10,
    });
    expect(odd.gst).toBe(16_200);
    const one = computeCharge({
      unitPrice: 0.1,
      quantity: 1,
      currency: 'INR',
      treatment: 'added',
      discountPercent: 0,
    });
    expect(one.gst).toBe(2);
    const three = { ...one, gst: 3 };
    const [cgst, sgst] = taxSplit(three, 'Maharashtra').lines;
    expect([cgst?.amount, sgst?.amount]).toEqual([2, 1]);
    for (const gst of [0, 1, 2, 137_289, 1_980_001]) {
      const lines = taxSplit({ ...plan, gst }, 'Maharashtra').lines;
      expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(gst);
    }
  });

  it('a USD sale is an export of services: no tax lines, no place of supply', () => {
    expect(taxSplit(usdPlan, 'Maharashtra')).toEqual({ supply: 'export', place_of_supply: null, lines: [] });
  });
});
