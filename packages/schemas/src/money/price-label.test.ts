import { describe, expect, it } from 'vitest';
import { computeCharge } from './charge.ts';
import {
  gstDifferenceNote,
  gstLabel,
  gstLabelOf,
  labelledPrice,
  listedPrice,
  listedPriceText,
} from './price-label.ts';

describe('the GST label of a listed price', () => {
  it("says '+ GST' where GST is charged on top, 'incl. GST' where the price includes it, nothing for an export", () => {
    expect(gstLabelOf('membership', 'INR')).toBe('+ GST');
    expect(gstLabelOf('mentor', 'INR')).toBe('+ GST');
    expect(gstLabelOf('package', 'INR')).toBe('+ GST');
    expect(gstLabelOf('event', 'INR')).toBe('incl. GST');
    expect(gstLabelOf('venture', 'INR')).toBe('incl. GST');
    expect(gstLabelOf('membership', 'USD')).toBeNull();
    expect(gstLabelOf('event', 'USD')).toBeNull();
  });

  it('matches what the charge does with the listed price', () => {
    const charge = (treatment: 'added' | 'included' | 'none') =>
      computeCharge({
        unitPrice: 110_000,
        quantity: 1,
        currency: 'INR',
        treatment,
        discountPercent: 0,
        supply: 'intra_state',
      });
    // '+ GST': ₹1,10,000 is charged ₹1,29,800; 'incl. GST' and none: charged as listed.
    expect(gstLabel('added')).toBe('+ GST');
    expect(charge('added').total).toBe(12_980_000);
    expect(gstLabel('included')).toBe('incl. GST');
    expect(charge('included').total).toBe(11_000_000);
    expect(gstLabel('none')).toBeNull();
    expect(charge('none').total).toBe(11_000_000);
  });
});

describe("the 'from' price", () => {
  it('lists the lowest price, marked from when the prices differ', () => {
    expect(listedPrice([48_000, 45_000, 60_000], 'INR', 'added')).toEqual({
      amount: 45_000,
      currency: 'INR',
      from: true,
      gst: '+ GST',
    });
    expect(listedPrice([4500, 4500], 'INR', 'included')).toEqual({
      amount: 4500,
      currency: 'INR',
      from: false,
      gst: 'incl. GST',
    });
    expect(listedPrice([], 'INR', 'added')).toBeNull();
  });

  it('writes it as one line', () => {
    expect(listedPriceText({ amount: 45_000, currency: 'INR', from: true, gst: '+ GST' })).toBe(
      'from ₹45,000 + GST',
    );
    expect(listedPriceText({ amount: 4500, currency: 'INR', from: false, gst: 'incl. GST' })).toBe(
      '₹4,500 incl. GST',
    );
    expect(listedPriceText({ amount: 400, currency: 'USD', from: true, gst: null })).toBe('from $400');
    expect(labelledPrice(7500, 'mentor', 'INR')).toBe('₹7,500 + GST');
    expect(labelledPrice(25_000, 'package', 'INR')).toBe('₹25,000 + GST');
    expect(labelledPrice(9999, 'venture', 'INR')).toBe('₹9,999 incl. GST');
    expect(labelledPrice(820, 'membership', 'USD')).toBe('$820');
  });
});

describe('the sentence where a page lists prices in more than one way', () => {
  it('is absent when every price is listed alike', () => {
    expect(gstDifferenceNote([])).toBeNull();
    expect(gstDifferenceNote(['added', 'added'])).toBeNull();
    expect(gstDifferenceNote(['none'])).toBeNull();
  });

  it('says why + GST, incl. GST and USD prices differ, in one sentence', () => {
    expect(gstDifferenceNote(['none', 'added', 'added'])).toBe(
      'Prices marked + GST are before tax, and 18% GST is added at payment; prices in US dollars are for members outside India and carry no GST.',
    );
    expect(gstDifferenceNote(['included', 'added'])).toBe(
      'Prices marked + GST are before tax, and 18% GST is added at payment; prices marked incl. GST already include 18% GST and are what you pay.',
    );
    const all = gstDifferenceNote(['none', 'included', 'added']) ?? '';
    // One full stop, at the end ('incl.' aside).
    expect(all.replaceAll('incl.', 'incl').match(/\./g)).toHaveLength(1);
    expect(all.endsWith('GST.')).toBe(true);
    expect(all).toMatch(/^Prices marked \+ GST .*; prices marked incl\. GST .*; prices in US dollars .*\.$/);
  });
});
