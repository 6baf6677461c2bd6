import type { Currency } from './currency.ts';

/** GST rate on everything LWL sells in India, in percent. */
export const GST_RATE_PERCENT = 18;

/** CGST and SGST each take half the rate (9 %); IGST takes all of it. */
export const HALF_GST_RATE_PERCENT = GST_RATE_PERCENT / 2;

/**
 * Whether a supply is taxed in the supplier's own state (CGST + SGST) or in another (IGST), by its
 * place of supply (`placeOfSupply` in invoices/place-of-supply.ts).
 */
export type GstSupply = 'intra_state' | 'inter_state';

/** One tax of a taxable value (minor units), rounded on its own to the nearest minor unit, half up. */
export const taxAt = (taxable: number, ratePercent: number): number =>
  Math.round((taxable * ratePercent) / 100);

/**
 * The GST of a taxable value (minor units): CGST and SGST each round(9 %) in the supplier's state,
 * IGST round(18 %) in another. Each tax is rounded on its own, so an intra-state supply's GST is twice
 * its CGST and may differ from round(18 %) by one paisa.
 */
export function gstOf(taxable: number, supply: GstSupply): number {
  return supply === 'intra_state'
    ? 2 * taxAt(taxable, HALF_GST_RATE_PERCENT)
    : taxAt(taxable, GST_RATE_PERCENT);
}

/**
 * How GST relates to a listed price:
 * - `added`: the price is shown "+ GST" and GST is charged on top (India tiers and LAP, mentor sessions,
 *   sponsor and enterprise packages);
 * - `included`: the price is charged as shown and includes GST (event tickets, Venture Vault passes);
 * - `none`: an export of services, no GST (the USD plans: Global Access and UAE).
 */
export type GstTreatment = 'added' | 'included' | 'none';

/** What an order buys, as far as pricing is concerned. */
export type ChargeKind = 'event' | 'venture' | 'mentor' | 'package' | 'membership';

/** The GST treatment of a sale: USD sales are exports; tickets and passes include GST; the rest add it. */
export function gstTreatmentOf(kind: ChargeKind, currency: Currency): GstTreatment {
  if (currency === 'USD') return 'none';
  return kind === 'event' || kind === 'venture' ? 'included' : 'added';
}
