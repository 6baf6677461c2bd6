import type { ChargeBreakdown } from '../money/charge.ts';
import { SELLER } from './seller.ts';
import { gstStateCodeOf } from './state-codes.ts';

export type SupplyKind = 'intra_state' | 'inter_state' | 'export';

export interface TaxLine {
  label: 'CGST' | 'SGST' | 'IGST';
  rate_percent: number;
  /** Minor units. */
  amount: number;
}

export interface TaxSplit {
  supply: SupplyKind;
  /** Where the supply is taxed: the buyer's state, the seller's when it is unknown; null for exports. */
  place_of_supply: { state: string; state_code: string | null } | null;
  lines: TaxLine[];
}

/**
 * How an order's GST is shown on its invoice (docs/decisions/0009): USD sales are exports (no tax
 * lines); a buyer in the seller's state (Maharashtra) pays CGST 9 % + SGST 9 %; any other Indian
 * state IGST 18 %. The buyer's state is the GST state when given, else the billing state; with
 * neither (a guest's purchase) the place of supply is the seller's own state (IGST Act s. 12(2)(b):
 * the supplier's location when the recipient's address is not on record).
 * The two halves always add up to the GST charged: CGST takes the odd paisa.
 */
export function taxSplit(breakdown: ChargeBreakdown, buyerState: string | null): TaxSplit {
  if (breakdown.gst_treatment === 'none' || breakdown.currency !== 'INR') {
    return { supply: 'export', place_of_supply: null, lines: [] };
  }
  const state = buyerState?.trim() ? buyerState.trim() : SELLER.state;
  const state_code = gstStateCodeOf(state);
  const rate = breakdown.gst_rate_percent;
  if (state_code === SELLER.stateCode) {
    const cgst = Math.ceil(breakdown.gst / 2);
    return {
      supply: 'intra_state',
      place_of_supply: { state: SELLER.state, state_code },
      lines: [
        { label: 'CGST', rate_percent: rate / 2, amount: cgst },
        { label: 'SGST', rate_percent: rate / 2, amount: breakdown.gst - cgst },
      ],
    };
  }
  return {
    supply: 'inter_state',
    place_of_supply: { state, state_code },
    lines: [{ label: 'IGST', rate_percent: rate, amount: breakdown.gst }],
  };
}
