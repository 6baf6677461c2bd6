import type { ChargeBreakdown } from '../money/charge.ts';
import { HALF_GST_RATE_PERCENT, taxAt } from '../money/gst.ts';
import { gstSupplyOf, type PlaceOfSupply } from './place-of-supply.ts';

export type SupplyKind = 'intra_state' | 'inter_state' | 'export';

export interface TaxLine {
  label: 'CGST' | 'SGST' | 'IGST';
  rate_percent: number;
  /** Minor units. */
  amount: number;
}

export interface TaxSplit {
  supply: SupplyKind;
  /** Where the supply is taxed (`placeOfSupply`); null for exports. */
  place_of_supply: PlaceOfSupply | null;
  lines: TaxLine[];
}

/**
 * How an order's GST is shown on its invoice (docs/decisions/0009, docs/product-rules.md "Tax
 * invoices"): USD sales are exports (no tax lines); a place of supply in the seller's state
 * (Maharashtra) pays CGST 9 % + SGST 9 %, each round(9 % of the taxable value); any other state IGST
 * round(18 %). The breakdown was priced for the same place (`computeCharge` with `gstSupplyOf`), so
 * its GST is twice the CGST, or the IGST; SGST is written as the GST less the CGST, so the lines add
 * up to the GST charged even for an order priced before each half was rounded on its own.
 */
export function taxSplit(breakdown: ChargeBreakdown, place: PlaceOfSupply | null): TaxSplit {
  if (breakdown.gst_treatment === 'none' || breakdown.currency !== 'INR' || place === null) {
    return { supply: 'export', place_of_supply: null, lines: [] };
  }
  const rate = breakdown.gst_rate_percent;
  if (gstSupplyOf(place) === 'intra_state') {
    const cgst = taxAt(breakdown.taxable_value, HALF_GST_RATE_PERCENT);
    return {
      supply: 'intra_state',
      place_of_supply: place,
      lines: [
        { label: 'CGST', rate_percent: rate / 2, amount: cgst },
        { label: 'SGST', rate_percent: rate / 2, amount: breakdown.gst - cgst },
      ],
    };
  }
  return {
    supply: 'inter_state',
    place_of_supply: place,
    lines: [{ label: 'IGST', rate_percent: rate, amount: breakdown.gst }],
  };
}
