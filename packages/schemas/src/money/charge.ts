import type { Currency } from './currency.ts';
import { GST_RATE_PERCENT, type GstSupply, type GstTreatment, gstOf } from './gst.ts';

/**
 * What the buyer pays, in the currency's minor unit (paise / cents), as the provider takes it.
 * `subtotal` = unit price × quantity as listed; `discount` comes off the listed price before GST;
 * `taxable_value` is the value GST is levied on; `total` is the charge.
 * Invariants: gst = gstOf(taxable_value, supply) (CGST and SGST each rounded, or IGST);
 * total = taxable_value + gst + round_off; added → taxable_value = subtotal − discount, round_off 0;
 * included → total = subtotal − discount, and round_off (0 to 2 minor units) is what no taxable
 * value's taxes could reach exactly (`computeCharge`); none → gst = 0, total = taxable_value.
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
  /**
   * Minor units the total has beyond taxable value + GST (0 to 2, only for a price that includes GST
   * and that no taxable value splits exactly). Absent in a breakdown made before it existed: 0.
   */
  round_off?: number;
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
  /**
   * CGST + SGST (the place of supply is the supplier's state) or IGST; ignored for an export
   * (`placeOfSupply`, `gstSupplyOf` in invoices/place-of-supply.ts decide it).
   */
  supply: GstSupply;
}

/** Major units to minor units, exactly for prices with at most two decimals. */
export const toMinor = (major: number): number => Math.round(major * 100);

/** Minor units to major units: 11800000 → 118000. */
export const toMajor = (minor: number): number => minor / 100;

/** Integer share of an amount, rounded to the nearest minor unit (half up). */
const share = (amount: number, numerator: number, denominator: number): number =>
  Math.round((amount * numerator) / denominator);

/**
 * The taxable value of a price that includes GST: the largest whose value plus its taxes (each rounded
 * on its own) is not above the price. Starts from price × 100/118 and steps by one minor unit.
 */
function includedTaxable(price: number, supply: GstSupply): number {
  let taxable = Math.round((price * 100) / (100 + GST_RATE_PERCENT));
  while (taxable > 0 && taxable + gstOf(taxable, supply) > price) taxable -= 1;
  while (taxable + 1 + gstOf(taxable + 1, supply) <= price) taxable += 1;
  return taxable;
}

/**
 * The one pricing rule of every purchase (docs/decisions/0009, docs/product-rules.md "Tax invoices"):
 * the coupon applies to the listed price before GST; GST at 18 % is added on top, or included in the
 * price, or absent for exports; everything in integers of the minor unit. CGST and SGST are each
 * round(9 % of the taxable value) and IGST round(18 %), so the invoice's taxes are the charge's GST.
 * An included price is split into the largest taxable value whose taxes fit in it: when none adds up
 * to the price exactly (about one rupee amount in seven), the buyer pays the nearest
 * amount below it, at most ₹0.02 less, never more than listed.
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
      const gst = gstOf(net, input.supply);
      return { ...base, taxable_value: net, gst, round_off: 0, total: net + gst };
    }
    case 'included': {
      const taxable = includedTaxable(net, input.supply);
      const gst = gstOf(taxable, input.supply);
      return { ...base, taxable_value: taxable, gst, round_off: net - taxable - gst, total: net };
    }
    case 'none':
      return { ...base, taxable_value: net, gst: 0, round_off: 0, total: net };
  }
}
