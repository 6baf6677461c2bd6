import type { Currency } from './currency.ts';
import { GST_RATE_PERCENT, type GstTreatment } from './gst.ts';

/**
 * What the buyer pays, in the currency's minor unit (paise / cents), as the provider takes it.
 * `subtotal` = unit price × quantity as listed; `discount` comes off the listed price before GST;
 * `taxable_value` is the value GST is levied on; `total` is the charge.
 * Invariants: added → total = taxable_value + gst; included → total = subtotal − discount and
 * taxable_value = total − gst; none → gst = 0, total = taxable_value.
 */
export interface ChargeBreakdown {
  currency: Currency;
  gst_treatment: GstTreatment;
  gst_rate_percent: number;
  unit_price: number;
  quantity: number;
  subtotal: number;
  discount: number;
  taxable_value: number;
  gst: number;
  total: number;
}

export interface ChargeInput {
  /** Listed unit price in major units (rupees / dollars), as the page shows it. */
  unitPrice: number;
  quantity: number;
  currency: Currency;
  treatment: GstTreatment;
  /** Coupon discount in whole percent (LWL10 → 10, FREE100 → 100); 0 without a coupon. */
  discountPercent: number;
}

/** Major units to minor units, exactly for prices with at most two decimals. */
export const toMinor = (major: number): number => Math.round(major * 100);

/** Minor units to major units: 11800000 → 118000. */
export const toMajor = (minor: number): number => minor / 100;

/** Integer share of an amount, rounded to the nearest minor unit (half up). */
const share = (amount: number, numerator: number, denominator: number): number =>
  Math.round((amount * numerator) / denominator);

/**
 * The one pricing rule of every purchase (docs/decisions/0009): the coupon applies to the listed price
 * before GST; GST at 18 % is added on top, or stated as included (total × 18/118), or absent for
 * exports; everything in integers of the minor unit, GST rounded to the nearest paisa / cent.
 */
export function computeCharge(input: ChargeInput): ChargeBreakdown {
  if (!Number.isInteger(input.quantity) || input.quantity < 1) throw new RangeError('quantity must be ≥ 1');
  if (input.discountPercent < 0 || input.discountPercent > 100) throw new RangeError('discount 0–100 %');
  const unit_price = toMinor(input.unitPrice);
  if (unit_price < 0) throw new RangeError('price must be ≥ 0');
  const subtotal = unit_price * input.quantity;
  const discount = share(subtotal, input.discountPercent, 100);
  const net = subtotal - discount;
  const base = {
    currency: input.currency,
    gst_treatment: input.treatment,
    gst_rate_percent: input.treatment === 'none' ? 0 : GST_RATE_PERCENT,
    unit_price,
    quantity: input.quantity,
    subtotal,
    discount,
  };
  switch (input.treatment) {
    case 'added': {
      const gst = share(net, GST_RATE_PERCENT, 100);
      return { ...base, taxable_value: net, gst, total: net + gst };
    }
    case 'included': {
      const gst = share(net, GST_RATE_PERCENT, 100 + GST_RATE_PERCENT);
      return { ...base, taxable_value: net - gst, gst, total: net };
    }
    case 'none':
      return { ...base, taxable_value: net, gst: 0, total: net };
  }
}
