import { INDIA_PAGE_DEFAULT_CITY, type IndiaPageCity } from './cities.ts';

/**
 * The membership plans' prices (docs/product-rules.md, "Membership offering"), as numbers: INR rupees
 * unless the name says USD. Every price a page shows
 * is one the server charges (docs/decisions/0009): INR plans are charged the price + GST, USD plans (Global
 * Access, UAE) are exports and carry no GST (the labels: money/price-label.ts).
 */

export type Years = 1 | 2 | 3;
export const YEARS = [1, 2, 3] as const satisfies readonly Years[];

/** A displayed price with its struck-through old price, when the page shows one. */
export interface PricePoint {
  price: number;
  oldPrice: number | null;
}
type ByYears<T> = Readonly<Record<Years, T>>;

const plain = (price: number): PricePoint => ({ price, oldPrice: null });
const struck = (price: number, oldPrice: number): PricePoint => ({ price, oldPrice });

/**
 * Global Access, USD, on the overview and the global page: 400/532/686, struck 820/1220/1700. The specs
 * show them with '+ GST'; a USD plan is an export without GST (docs/decisions/0009), so no page labels it so.
 */
export const GLOBAL_ACCESS_PRICES_USD: ByYears<PricePoint> = {
  1: struck(400, 820),
  2: struck(532, 1220),
  3: struck(686, 1700),
};

/**
 * UAE, USD: 820/1220/1700, no old prices, on every page that shows it (overview, static catalogue, the
 * UAE page) and in the charge (docs/decisions/0009: the UAE page no longer shows Global's 400/532/686).
 */
export const UAE_PRICES_USD: ByYears<PricePoint> = { 1: plain(820), 2: plain(1220), 3: plain(1700) };

/** City prices of the newer India page, 1/2/3 years; old prices only where the page shows them. */
export const CITY_PRICES: Readonly<
  Record<IndiaPageCity, { titan: ByYears<PricePoint>; maverick: ByYears<PricePoint> }>
> = {
  Bangalore: {
    titan: { 1: plain(80_000), 2: struck(92_000, 115_000), 3: plain(120_000) },
    maverick: { 1: plain(45_000), 2: plain(48_000), 3: plain(60_000) },
  },
  Delhi: {
    titan: { 1: plain(110_000), 2: struck(124_000, 155_000), 3: plain(160_000) },
    maverick: { 1: plain(45_000), 2: struck(48_000, 60_000), 3: plain(60_000) },
  },
  Mumbai: {
    titan: { 1: plain(110_000), 2: plain(124_000), 3: plain(160_000) },
    maverick: { 1: plain(45_000), 2: plain(48_000), 3: plain(60_000) },
  },
  Others: {
    titan: { 1: plain(65_000), 2: plain(72_000), 3: plain(92_000) },
    maverick: { 1: plain(27_000), 2: plain(31_200), 3: plain(40_800) },
  },
};

/** The prices of the default city (Delhi): what a page without a city tab shows, and sells. */
const DEFAULT_CITY_PRICES = CITY_PRICES[INDIA_PAGE_DEFAULT_CITY];

/** Limited Access Pass price by city; Others has no pass section on the newer India page. */
export const LAP_PRICE_BY_CITY: Readonly<Record<IndiaPageCity, number>> = {
  Bangalore: 5000,
  Delhi: 7000,
  Mumbai: 7000,
  Others: 7000,
};
/** Shown before a city is known. */
export const LAP_DEFAULT_PRICE = LAP_PRICE_BY_CITY[INDIA_PAGE_DEFAULT_CITY];
/** Limited Access Pass: 3 months, any 3 all-member events. */
export const LAP_TERM_MONTHS = 3;
export const LAP_EVENT_COUNT = 3;

const priceByYears = (byYears: ByYears<PricePoint>): ByYears<number> => ({
  1: byYears[1].price,
  2: byYears[2].price,
  3: byYears[3].price,
});

/**
 * Reading 1, the static catalogue, settled so that page = charge (docs/decisions/0009). The specs'
 * catalogue lists Titan 1 year at 99,000 and Maverick at 40,500 against the overview's 1,10,000 and
 * 45,000; the server sells neither 99,000 nor 40,500 in any city, while the overview's numbers are the
 * default city's (Delhi) and equal the catalogue's own joining + first annual fee (65,000 + 45,000,
 * 30,000 + 15,000). So the 1-year prices are the overview's, taken from the city table. The catalogue's
 * Maverick 6-month option (22,500) is not sold by the server (the purchase form offers city terms of
 * 1, 2 and 3 years), so no page shows it. Annual fees are per term (1/2/3 years).
 */
export const STATIC_CATALOGUE_PRICES = {
  titan: {
    byYears: priceByYears(DEFAULT_CITY_PRICES.titan),
    joiningFee: 65_000,
    firstAnnualFee: 45_000,
    annualFees: { 1: 45_000, 2: 59_000, 3: 95_000 },
  },
  maverick: {
    byYears: priceByYears(DEFAULT_CITY_PRICES.maverick),
    joiningFee: 30_000,
    firstAnnualFee: 15_000,
    annualFees: { 1: 15_000, 2: 18_000, 3: 30_000 },
  },
  globalAccessUsd: GLOBAL_ACCESS_PRICES_USD,
  uaeUsd: UAE_PRICES_USD,
  lap: LAP_DEFAULT_PRICE,
} as const;

/** One overview plan: 1-year plans show joining + annual fee, longer ones a struck price. */
export interface OverviewPrice extends PricePoint {
  joiningFee: number | null;
  annualFee: number | null;
}

/**
 * Reading 2, the overview page (/membership) and the tier pages: the default city's prices (what the
 * purchase form charges for Delhi) with the overview's struck prices and 1-year fee split.
 */
export const OVERVIEW_PRICES = {
  titan: {
    1: { price: DEFAULT_CITY_PRICES.titan[1].price, oldPrice: null, joiningFee: 65_000, annualFee: 45_000 },
    2: { price: DEFAULT_CITY_PRICES.titan[2].price, oldPrice: 155_000, joiningFee: null, annualFee: null },
    3: { price: DEFAULT_CITY_PRICES.titan[3].price, oldPrice: 200_000, joiningFee: null, annualFee: null },
  },
  maverick: {
    1: {
      price: DEFAULT_CITY_PRICES.maverick[1].price,
      oldPrice: null,
      joiningFee: 30_000,
      annualFee: 15_000,
    },
    2: { price: DEFAULT_CITY_PRICES.maverick[2].price, oldPrice: 60_000, joiningFee: null, annualFee: null },
    3: { price: DEFAULT_CITY_PRICES.maverick[3].price, oldPrice: 75_000, joiningFee: null, annualFee: null },
  },
  globalAccessUsd: GLOBAL_ACCESS_PRICES_USD,
  uaeUsd: UAE_PRICES_USD,
} as const satisfies {
  titan: ByYears<OverviewPrice>;
  maverick: ByYears<OverviewPrice>;
  globalAccessUsd: ByYears<PricePoint>;
  uaeUsd: ByYears<PricePoint>;
};

// The sign-up's own module, so its form does not bundle every price table.
export { GLOBAL_CHECKOUT_CURRENCY, GLOBAL_SIGNUP_DEFAULT_OPTION_ID } from './global-sign-up.ts';

/** Display label of a term in years: 1 → '1 Year', 2 → '2 Years'. */
export function yearsLabel(years: number): string {
  return years === 1 ? '1 Year' : `${years} Years`;
}
