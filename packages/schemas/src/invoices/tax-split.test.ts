import { describe, expect, it } from 'vitest';
import { computeCharge } from '../money/charge.ts';
import type { GstSupply } from '../money/gst.ts';
import { placeOfSupply } from './place-of-supply.ts';
import { taxSplit } from './tax-split.ts';

const MAHARASHTRA = { state: 'Maharashtra', state_code: '27' };
const KARNATAKA = { state: 'Karnataka', state_code: '29' };

const priced = (unitPrice: number, treatment: 'added' | 'included', supply: GstSupply, quantity = 1) =>
  computeCharge({ unitPrice, quantity, currency: 'INR', treatment, discountPercent: 0, supply });

const usdPlan = computeCharge({
  unitPrice: 820,
  quantity: 1,
  currency: 'USD',
  treatment: 'none',
  discountPercent: 0,
  supply: 'inter_state',
});

describe('taxSplit', () => {
  it('a place of supply in Maharashtra (the seller’s state) pays CGST 9 % + SGST 9 %', () => {
    expect(taxSplit(priced(110_000, 'added', 'intra_state'), MAHARASHTRA)).toEqual({
      supply: 'intra_state',
      place_of_supply: MAHARASHTRA,
      lines: [
        { label: 'CGST', rate_percent: 9, amount: 990_000 },
        { label: 'SGST', rate_percent: 9, amount: 990_000 },
      ],
    });
  });

  it('any other state pays IGST 18 % on the whole GST', () => {
    expect(taxSplit(priced(110_000, 'added', 'inter_state'), KARNATAKA)).toEqual({
      supply: 'inter_state',
      place_of_supply: KARNATAKA,
      lines: [{ label: 'IGST', rate_percent: 18, amount: 1_980_000 }],
    });
  });

  it('CGST and SGST are each round(9 % of the taxable value): equal, and adding up to the GST charged', () => {
    // ₹10.03 + GST: 9 % = 90.27 paise → 90 each, where 18 % would round to 181
    const odd = priced(10.03, 'added', 'intra_state');
    expect(taxSplit(odd, MAHARASHTRA).lines.map((l) => l.amount)).toEqual([90, 90]);
    expect(odd.gst).toBe(180);
    for (let paise = 1; paise <= 3000; paise += 7) {
      for (const treatment of ['added', 'included'] as const) {
        const breakdown = priced(paise / 100, treatment, 'intra_state', 3);
        const [cgst, sgst] = taxSplit(breakdown, MAHARASHTRA).lines;
        expect(cgst?.amount).toBe(Math.round((breakdown.taxable_value * 9) / 100));
        expect(sgst?.amount).toBe(cgst?.amount);
        expect((cgst?.amount ?? 0) + (sgst?.amount ?? 0)).toBe(breakdown.gst);
        const igst = priced(paise / 100, treatment, 'inter_state', 3);
        expect(taxSplit(igst, KARNATAKA).lines[0]?.amount).toBe(Math.round((igst.taxable_value * 18) / 100));
      }
    }
  });

  it('a USD sale is an export of services: no tax lines, no place of supply', () => {
    expect(taxSplit(usdPlan, null)).toEqual({ supply: 'export', place_of_supply: null, lines: [] });
  });
});

describe('placeOfSupply', () => {
  const facts = { currency: 'INR', venueCity: null, buyerState: null } as const;

  it('admission to an event is supplied where the event is held (IGST Act s. 12(6)), whoever buys', () => {
    expect(placeOfSupply({ ...facts, kind: 'event', venueCity: 'Goa' })).toEqual({
      state: 'Goa',
      state_code: '30',
    });
    expect(
      placeOfSupply({ ...facts, kind: 'event', venueCity: 'Bangalore', buyerState: 'Maharashtra' }),
    ).toEqual({ state: 'Karnataka', state_code: '29' });
    expect(placeOfSupply({ ...facts, kind: 'event', venueCity: 'Mumbai', buyerState: 'Delhi' })).toEqual(
      MAHARASHTRA,
    );
  });

  it('anything else, or an event in a city not known, is supplied at the buyer’s state, else the seller’s', () => {
    expect(placeOfSupply({ ...facts, kind: 'mentor', buyerState: 'Karnataka' })).toEqual(KARNATAKA);
    expect(placeOfSupply({ ...facts, kind: 'package', venueCity: 'Goa', buyerState: ' Karnataka ' })).toEqual(
      KARNATAKA,
    );
    expect(placeOfSupply({ ...facts, kind: 'membership', buyerState: '  ' })).toEqual(MAHARASHTRA);
    expect(placeOfSupply({ ...facts, kind: 'event', venueCity: 'Atlantis', buyerState: null })).toEqual(
      MAHARASHTRA,
    );
  });

  it('an export (a USD sale) has none', () => {
    expect(placeOfSupply({ ...facts, currency: 'USD', kind: 'membership', buyerState: 'Goa' })).toBeNull();
  });
});
