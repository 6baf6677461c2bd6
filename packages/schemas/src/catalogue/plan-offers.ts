import { INDIA_PAGE_CITIES, type IndiaPageCity, LAP_PAGE_CITIES } from '../constants/cities.ts';
import {
  CITY_PRICES,
  GLOBAL_ACCESS_PRICES_USD,
  LAP_PRICE_BY_CITY,
  LAP_TERM_MONTHS,
  type PricePoint,
  UAE_PRICES_USD,
  YEARS,
  type Years,
  yearsLabel,
} from '../constants/prices.ts';
import { type MembershipSlug, TIER_NAME_BY_SLUG } from '../membership/tier-names.ts';
import type { Currency } from '../money/currency.ts';

/**
 * A plan the server sells: one membership price option (`GET membership/{slug}`) with the listed price
 * the marketing pages show for it. The mock's price options are these, so a page's price and the
 * order's listed unit price come from the same constant.
 */
export interface PlanOffer {
  id: number;
  slug: MembershipSlug;
  /** The purchase form's city (India plans); null for the USD plans. */
  city: IndiaPageCity | null;
  name: string;
  term: string;
  months: number;
  /** Listed price in major units, before GST where GST is added. */
  price: number;
  currency: Currency;
}

const byYears = (
  slug: MembershipSlug,
  firstId: number,
  city: IndiaPageCity | null,
  prices: Readonly<Record<Years, PricePoint>>,
  currency: Currency,
): PlanOffer[] =>
  YEARS.map((years, index) => ({
    id: firstId + index,
    slug,
    city,
    name: TIER_NAME_BY_SLUG[slug],
    term: yearsLabel(years),
    months: years * 12,
    price: prices[years].price,
    currency,
  }));

/**
 * Every plan on sale, with stable ids: Global Access 1–3 (id 1, one year, is the global sign-up
 * default), UAE 4–6, Titan 101–112 and Maverick 201–212 (city by city in INDIA_PAGE_CITIES order,
 * 1/2/3 years), Limited Access Pass 301–303 (LAP_PAGE_CITIES order; Others has no pass).
 */
export const PLAN_OFFERS: readonly PlanOffer[] = [
  ...byYears('global-access-membership', 1, null, GLOBAL_ACCESS_PRICES_USD, 'USD'),
  ...byYears('uae-membership', 4, null, UAE_PRICES_USD, 'USD'),
  ...INDIA_PAGE_CITIES.flatMap((city, index) => [
    ...byYears('titan', 101 + index * 3, city, CITY_PRICES[city].titan, 'INR'),
    ...byYears('maverick', 201 + index * 3, city, CITY_PRICES[city].maverick, 'INR'),
  ]),
  ...LAP_PAGE_CITIES.map(
    (city, index): PlanOffer => ({
      id: 301 + index,
      slug: 'lap',
      city,
      name: TIER_NAME_BY_SLUG.lap,
      term: `${LAP_TERM_MONTHS} Months`,
      months: LAP_TERM_MONTHS,
      price: LAP_PRICE_BY_CITY[city],
      currency: 'INR',
    }),
  ),
];
