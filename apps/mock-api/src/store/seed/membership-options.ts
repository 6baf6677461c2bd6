import {
  CITY_PRICES,
  GLOBAL_ACCESS_PRICES_USD,
  INDIA_PAGE_CITIES,
  LAP_PAGE_CITIES,
  LAP_PRICE_BY_CITY,
  LAP_TERM_MONTHS,
  type PricePoint,
  TIER_NAME_BY_SLUG,
  UAE_PRICES_USD,
  YEARS,
  type Years,
  yearsLabel,
} from '@lwl/schemas';
import type { Currency, MembershipOptionRecord, MembershipSlug } from '../store.ts';

/**
 * Stable ids: Global Access 1–3 (id 1, one year, is the global sign-up default), UAE 4–6, Titan 101–112
 * and Maverick 201–212 (city by city in INDIA_PAGE_CITIES order, 1/2/3 years), Limited Access Pass
 * 301–303 (LAP_PAGE_CITIES order; Others has no pass). Prices from `@lwl/schemas` constants.
 */
export function seedMembershipOptions(): MembershipOptionRecord[] {
  const options: MembershipOptionRecord[] = [];
  const byYears = (
    slug: MembershipSlug,
    firstId: number,
    city: string | null,
    prices: Readonly<Record<Years, PricePoint>>,
    currency: Currency,
  ) => {
    for (const [index, years] of YEARS.entries()) {
      options.push({
        id: firstId + index,
        slug,
        city,
        name: TIER_NAME_BY_SLUG[slug],
        term: yearsLabel(years),
        months: years * 12,
        price: prices[years].price,
        currency,
      });
    }
  };
  byYears('global-access-membership', 1, null, GLOBAL_ACCESS_PRICES_USD, 'USD');
  byYears('uae-membership', 4, null, UAE_PRICES_USD, 'USD');
  for (const [index, city] of INDIA_PAGE_CITIES.entries()) {
    byYears('titan', 101 + index * 3, city, CITY_PRICES[city].titan, 'INR');
    byYears('maverick', 201 + index * 3, city, CITY_PRICES[city].maverick, 'INR');
  }
  for (const [index, city] of LAP_PAGE_CITIES.entries()) {
    options.push({
      id: 301 + index,
      slug: 'lap',
      city,
      name: TIER_NAME_BY_SLUG.lap,
      term: `${LAP_TERM_MONTHS} Months`,
      months: LAP_TERM_MONTHS,
      price: LAP_PRICE_BY_CITY[city],
      currency: 'INR',
    });
  }
  return options;
}
