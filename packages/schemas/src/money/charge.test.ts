import { describe, expect, it } from 'vitest';
import { computeCharge } from './charge.ts';
import { chargeBreakdownSchema } from './charge-schema.ts';
import { type GstSupply, gstOf, gstTreatmentOf, taxAt } from './gst.ts';

const charge = (
  unitPrice: number,
  treatment: 'added' | 'included' | 'none',
  discountPercent = 0,
  quantity = 1,
  currency: 'INR' | 'USD' = 'INR',
  supply: GstSupply = 'inter_state',
) => computeCharge({ unitPrice, quantity, currency, treatment, discountPercent, supply });

describe('gstTreatmentOf', () => {
  it('adds GST to plans, sessions and packages, includes it in tickets and passes, none for USD', () => {
    expect(gstTreatmentOf('membership', 'INR')).toBe('added');
    expect(gstTreatmentOf('mentor', 'INR')).toBe('added');
    expect(gstTreatmentOf('package', 'INR')).toBe('added');
    expect(gstTreatmentOf('event', 'INR')).toBe('included');
    expect(gstTreatmentOf('venture', 'INR')).toBe('included');
    expect(gstTreatmentOf('membership', 'USD')).toBe('none');
  });
});

describe('computeCharge', () => {
  it('plus-GST plan: Titan Delhi 1 year 1,10,000 + 18 % = 1,29,800', () => {
    expect(charge(110_000, 'added')).toEqual({
      currency: 'INR',
      gst_treatment: 'added',
      gst_rate_percent: 18,
      unit_price: 11_000_000,
      quantity: 1,
      subtotal: 11_000_000,
      discount: 0,
      taxable_value: 11_000_000,
      gst: 1_980_000,
      round_off: 0,
      total: 12_980_000,
    });
  });

  it('GST-inclusive ticket: 2 × 4,500 charged 9,000, stating 1,372.88 GST', () => {
    const c = charge(4500, 'included', 0, 2);
    expect(c.subtotal).toBe(900_000);
    expect(c.total).toBe(900_000);
    expect(c.gst).toBe(137_288); // 9000 × 18/118 = 1372.881… → 1372.88
    expect(c.taxable_value).toBe(762_712);
  });

  it('USD plan: an export, no GST', () => {
    const c = charge(820, 'none', 0, 1, 'USD');
    expect(c).toMatchObject({
      currency: 'USD',
      gst_rate_percent: 0,
      gst: 0,
      total: 82_000,
      taxable_value: 82_000,
    });
  });

  it('the coupon comes off the listed price before GST (LWL10)', () => {
    const added = charge(45_000, 'added', 10);
    expect(added).toMatchObject({ subtotal: 4_500_000, discount: 450_000, taxable_value: 4_050_000 });
    expect(added.gst).toBe(729_000);
    expect(added.total).toBe(4_779_000);
    const included = charge(4500, 'included', 10);
    expect(included).toMatchObject({ discount: 45_000, total: 405_000, gst: 61_780 });
  });

  it('FREE100 makes every kind free, GST included', () => {
    for (const t of ['added', 'included', 'none'] as const) {
      expect(charge(2000, t, 100)).toMatchObject({ discount: 200_000, gst: 0, total: 0, taxable_value: 0 });
    }
  });

  it('rounds to the nearest paisa, half up, and keeps every sum exact', () => {
    // 999.99 − 10 % = 899.991 → discount 100.00 (9,999.9 paise → 10,000)
    const c = charge(999.99, 'added', 10);
    expect(c.discount).toBe(10_000);
    expect(c.taxable_value).toBe(89_999);
    expect(c.gst).toBe(16_200); // 16,199.82 paise → 16,200
    expect(c.total).toBe(106_199);
    for (const price of [0.01, 1, 7.77, 333.33, 4500, 99_999.99]) {
      for (const t of ['added', 'included', 'none'] as const) {
        for (const d of [0, 10, 100]) {
          for (const supply of ['intra_state', 'inter_state'] as const) {
            const b = charge(price, t, d, 3, 'INR', supply);
            const net = b.subtotal - b.discount;
            if (t === 'included') {
              expect(b.total).toBe(net);
              expect(b.round_off).toBeGreaterThanOrEqual(0);
              expect(b.round_off).toBeLessThanOrEqual(2);
            } else {
              expect(b.taxable_value).toBe(net);
              expect(b.round_off).toBe(0);
            }
            expect(b.taxable_value + b.gst + (b.round_off ?? -1)).toBe(b.total);
            expect(b.gst).toBe(t === 'none' ? 0 : gstOf(b.taxable_value, supply));
            expect(Number.isInteger(b.gst) && b.gst >= 0).toBe(true);
            expect(chargeBreakdownSchema.parse(b)).toEqual(b);
          }
        }
      }
    }
  });

  it('rounds CGST and SGST each on its own: twice round(9 %), which may differ from round(18 %)', () => {
    // ₹10.03: 9 % = 90.27 paise → 90, twice 180; 18 % = 180.54 → 181
    expect(taxAt(1003, 9)).toBe(90);
    expect(charge(10.03, 'added', 0, 1, 'INR', 'intra_state')).toMatchObject({ gst: 180, total: 1183 });
    expect(charge(10.03, 'added', 0, 1, 'INR', 'inter_state')).toMatchObject({ gst: 181, total: 1184 });
    for (let taxable = 0; taxable < 5000; taxable += 1) {
      expect(gstOf(taxable, 'intra_state')).toBe(2 * Math.round((taxable * 9) / 100));
      expect(gstOf(taxable, 'inter_state')).toBe(Math.round((taxable * 18) / 100));
    }
  });

  it('charges an included price as listed; what no taxable value splits exactly is a round-off of 1–2 paise', () => {
    // ₹6,000 incl. GST, IGST: 5,084.75 + 915.26 (18 % = 915.255) is 6,000.01; 5,084.74 + 915.25 = 5,999.99
    expect(charge(6000, 'included')).toMatchObject({
      taxable_value: 508_474,
      gst: 91_525,
      round_off: 1,
      total: 600_000,
    });
    // every rupee price up to ₹5,000: charged as listed, the round-off at most two paise
    for (let rupees = 1; rupees <= 5_000; rupees += 1) {
      for (const supply of ['intra_state', 'inter_state'] as const) {
        const b = charge(rupees, 'included', 0, 1, 'INR', supply);
        expect(b.total).toBe(rupees * 100);
        expect(b.taxable_value + gstOf(b.taxable_value, supply) + (b.round_off ?? -1)).toBe(b.total);
        expect(b.round_off).toBeLessThanOrEqual(2);
        // the next taxable value up would be above the price
        expect(b.taxable_value + 1 + gstOf(b.taxable_value + 1, supply)).toBeGreaterThan(b.total);
      }
    }
  });

  it('refuses quantities below 1 and discounts outside 0–100 %', () => {
    expect(() => charge(10, 'added', 0, 0)).toThrow(RangeError);
    expect(() => charge(10, 'added', 101)).toThrow(RangeError);
  });
});
