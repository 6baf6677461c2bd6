import type { IndiaPageCity } from './cities.ts';

/**
 * Prices of membership.md §9, as numbers: INR rupees unless the name says USD. The specs say
 * amounts are "plus GST" while some pages say GST is included; the reading is not settled, so the
 * numbers are the ones displayed and `PRICE_GST_SUFFIX` is what the pages append.
 */
export const PRICE_GST_SUFFIX = '+ GST';

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

/** Global Access, USD, on the overview and the global page: 400/532/686, struck 820/1220/1700. */
export const GLOBAL_ACCESS_PRICES_USD: ByYears<PricePoint> = {
  1: struck(400, 820),
  2: struck(532, 1220),
  3: struck(686, 1700),
};

/** UAE, USD, on the overview and in the static catalogue: 820/1220/1700, no old prices. */
export const UAE_PRICES_USD: ByYears<PricePoint> = { 1: plain(820), 2: plain(1220), 3: plain(1700) };

/** The UAE page's own reading: 400/532/686 current, 820/1220/1700 struck, 2-year card highlighted. */
export const UAE_PAGE_PRICES_USD: ByYears<PricePoint> = GLOBAL_ACCESS_PRICES_USD;

/** Limited Access Pass: 3 months, any 3 all-member events. */
export const LAP_PRICE = 7000;
export const LAP_TERM_MONTHS = 3;
export const LAP_EVENT_COUNT = 3;

/**
 * Reading 1, the static catalogue. Titan's 1-year 99,000 and Maverick's 40,500 disagree with the
 * overview (1,10,000 and 45,000); both readings are kept. Annual fees are per term (1/2/3 years).
 * Maverick's 6-month option appears in this catalogue only.
 */
export const STATIC_CATALOGUE_PRICES = {
  titan: {
    byYears: { 1: 99_000, 2: 124_000, 3: 160_000 },
    joiningFee: 65_000,
    firstAnnualFee: 45_000,
    annualFees: { 1: 45_000, 2: 59_000, 3: 95_000 },
  },
  maverick: {
    sixMonths: 22_500,
    byYears: { 1: 40_500, 2: 48_000, 3: 60_000 },
    joiningFee: 30_000,
    firstAnnualFee: 15_000,
    annualFees: { 1: 15_000, 2: 18_000, 3: 30_000 },
  },
  globalAccessUsd: GLOBAL_ACCESS_PRICES_USD,
  uaeUsd: UAE_PRICES_USD,
  lap: LAP_PRICE,
} as const;

/** One overview plan: 1-year plans show joining + annual fee, longer ones a struck price. */
export interface OverviewPrice extends PricePoint {
  joiningFee: number | null;
  annualFee: number | null;
}

/** Reading 2, the overview page (/membership). */
export const OVERVIEW_PRICES = {
  titan: {
    1: { price: 110_000, oldPrice: null, joiningFee: 65_000, annualFee: 45_000 },
    2: { price: 124_000, oldPrice: 155_000, joiningFee: null, annualFee: null },
    3: { price: 160_000, oldPrice: 200_000, joiningFee: null, annualFee: null },
  },
  maverick: {
    1: { price: 45_000, oldPrice: null, joiningFee: 30_000, annualFee: 15_000 },
    2: { price: 48_000, oldPrice: 60_000, joiningFee: null, annualFee: null },
    3: { price: 60_000, oldPrice: 75_000, joiningFee: null, annualFee: null },
  },
  globalAccessUsd: GLOBAL_ACCESS_PRICES_USD,
  uaeUsd: UAE_PRICES_USD,
} as const satisfies {
  titan: ByYears<OverviewPrice>;
  maverick: ByYears<OverviewPrice>;
  globalAccessUsd: ByYears<PricePoint>;
  uaeUsd: ByYears<PricePoint>;
};

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

/** Limited Access Pass price by city; Others has no pass section on the newer India page. */
export const LAP_PRICE_BY_CITY: Readonly<Record<IndiaPageCity, number>> = {
  Bangalore: 5000,
  Delhi: 7000,
  Mumbai: 7000,
  Others: 7000,
};
/** Shown before a city is known. */
export const LAP_DEFAULT_PRICE = 7000;

/** Global sign-up (membership.md §4): USD checkout, price option id 1 chosen by default. */
export const GLOBAL_CHECKOUT_CURRENCY = 'USD';
export const GLOBAL_SIGNUP_DEFAULT_OPTION_ID = 1;

/** Display label of a term in years: 1 → '1 Year', 2 → '2 Years'. */
export function yearsLabel(years: number): string {
  return years === 1 ? '1 Year' : `${years} Years`;
}
