import { stateOfCity } from '../constants/india-states.ts';
import type { Currency } from '../money/currency.ts';
import { type ChargeKind, type GstSupply, gstTreatmentOf } from '../money/gst.ts';
import { SELLER } from './seller.ts';
import { gstStateCodeOf } from './state-codes.ts';

/** Where a supply is taxed: a state and its GST code (null for a state the codes do not list). */
export interface PlaceOfSupply {
  state: string;
  state_code: string | null;
}

/** What decides the place of supply of a sale. */
export interface SupplyFacts {
  kind: ChargeKind;
  currency: Currency;
  /** The city an event is held in (its `city`); null for what is not an event. */
  venueCity: string | null;
  /** The buyer's state: the GST state when given, else the billing (or form) state; null when unknown. */
  buyerState: string | null;
}

/**
 * The place of supply of a sale, by what is sold (docs/product-rules.md "Tax invoices"); null for an
 * export (USD, no GST):
 * - admission to an event: the state the event is held in (IGST Act, section 12(6)), from its city;
 * - everything else (and an event in a city not known): the buyer's state, else the supplier's own
 *   (section 12(2): the recipient's location when her address is on record, the supplier's otherwise).
 */
export function placeOfSupply(facts: SupplyFacts): PlaceOfSupply | null {
  if (gstTreatmentOf(facts.kind, facts.currency) === 'none') return null;
  const venue = facts.kind === 'event' ? stateOfCity(facts.venueCity) : null;
  const buyerState = facts.buyerState?.trim() ? facts.buyerState.trim() : null;
  const state = venue ?? buyerState ?? SELLER.state;
  return { state, state_code: gstStateCodeOf(state) };
}

/** CGST + SGST when the place of supply is the supplier's state (Maharashtra), IGST otherwise. */
export function gstSupplyOf(place: PlaceOfSupply | null): GstSupply {
  return place?.state_code === SELLER.stateCode ? 'intra_state' : 'inter_state';
}
