import type { Currency } from '../money/currency.ts';

/** What INR prices append: the server charges them + GST (docs/decisions/0009). */
export const PRICE_GST_SUFFIX = '+ GST';

/** The suffix a listed plan price carries: '+ GST' for INR plans, none for the USD plans (exports). */
export function priceGstSuffix(currency: Currency): string | null {
  return currency === 'INR' ? PRICE_GST_SUFFIX : null;
}
