import type { IndiaPageCity } from '../constants/cities.ts';
import {
  CITY_PRICES,
  GLOBAL_ACCESS_PRICES_USD,
  type PricePoint,
  UAE_PRICES_USD,
  YEARS,
  type Years,
  yearsLabel,
} from '../constants/prices.ts';
import type { TierPriceRow } from './schemas.ts';

/** Rows for 1, 2 and 3 years; `highlighted` is the card the page highlights, if any. */
export function tierPriceRows(
  byYears: Readonly<Record<Years, PricePoint>>,
  highlighted: Years | null,
): TierPriceRow[] {
  return YEARS.map((years) => ({
    duration: yearsLabel(years),
    oldPrice: byYears[years].oldPrice,
    price: byYears[years].price,
    highlight: years === highlighted,
  }));
}

/** Newer India page (INR): Titan and Maverick cards of a city, the 2-year card highlighted. */
export function indiaCityPriceRows(city: IndiaPageCity): { titan: TierPriceRow[]; maverick: TierPriceRow[] } {
  return {
    titan: tierPriceRows(CITY_PRICES[city].titan, 2),
    maverick: tierPriceRows(CITY_PRICES[city].maverick, 2),
  };
}

export const INDIA_CITY_PRICE_ROWS: Readonly<
  Record<IndiaPageCity, { titan: TierPriceRow[]; maverick: TierPriceRow[] }>
> = {
  Delhi: indiaCityPriceRows('Delhi'),
  Mumbai: indiaCityPriceRows('Mumbai'),
  Bangalore: indiaCityPriceRows('Bangalore'),
  Others: indiaCityPriceRows('Others'),
};

/** Global page (USD). The spec highlights no card here. */
export const GLOBAL_PAGE_PRICE_ROWS: readonly TierPriceRow[] = tierPriceRows(GLOBAL_ACCESS_PRICES_USD, null);

/**
 * UAE page (USD): the UAE plan's own prices 820/1220/1700 (what the server charges; docs/decisions/0009), the
 * 2-year card highlighted as the specs show it.
 */
export const UAE_PAGE_PRICE_ROWS: readonly TierPriceRow[] = tierPriceRows(UAE_PRICES_USD, 2);
