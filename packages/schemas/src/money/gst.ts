import type { Currency } from './currency.ts';

/** GST rate on everything LWL sells in India, in percent. */
export const GST_RATE_PERCENT = 18;

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
