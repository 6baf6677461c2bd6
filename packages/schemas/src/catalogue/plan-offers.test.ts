import { describe, expect, it } from 'vitest';
import { INDIA_PAGE_CITIES, INDIA_PAGE_DEFAULT_CITY, LAP_PAGE_CITIES } from '../constants/cities.ts';
import { LAP_PRICE_BY_CITY, YEARS } from '../constants/prices.ts';
import { gstLabelOf } from '../money/price-label.ts';
import { OVERVIEW_LAP_PLAN, OVERVIEW_PLANS } from './plan-display.ts';
import { PLAN_OFFERS, type PlanOffer } from './plan-offers.ts';
import { catalogueEntry } from './static-catalogue.ts';
import { GLOBAL_PAGE_PRICE_ROWS, INDIA_CITY_PRICE_ROWS, UAE_PAGE_PRICE_ROWS } from './tier-prices.ts';

const offer = (slug: PlanOffer['slug'], city: string | null, term: string): PlanOffer => {
  const found = PLAN_OFFERS.filter((o) => o.slug === slug && o.city === city && o.term === term);
  expect(found, `${slug} ${city} ${term}`).toHaveLength(1);
  return found[0] as PlanOffer;
};
const terms = YEARS.map((y) => (y === 1 ? '1 Year' : `${y} Years`));

describe('plans on sale (the server’s price options)', () => {
  it('have unique stable ids: Global 1–3, UAE 4–6, Titan 101–112, Maverick 201–212, pass 301–303', () => {
    const ids = PLAN_OFFERS.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(offer('global-access-membership', null, '1 Year').id).toBe(1);
    expect(offer('uae-membership', null, '3 Years').id).toBe(6);
    expect(offer('titan', 'Others', '3 Years').id).toBe(112);
    expect(offer('maverick', 'Delhi', '1 Year').id).toBe(201);
    expect(offer('lap', 'Bangalore', '3 Months').id).toBe(303);
    expect(PLAN_OFFERS).toHaveLength(6 + 24 + LAP_PAGE_CITIES.length);
  });

  it('price the UAE plan 820 / 1,220 / 1,700 USD and Global 400 / 532 / 686 USD', () => {
    expect(terms.map((t) => offer('uae-membership', null, t).price)).toEqual([820, 1220, 1700]);
    expect(terms.map((t) => offer('global-access-membership', null, t).price)).toEqual([400, 532, 686]);
    expect(
      PLAN_OFFERS.filter((o) => o.currency === 'USD').every(
        (o) => gstLabelOf('membership', o.currency) === null,
      ),
    ).toBe(true);
  });
});

describe('every price a page shows is a plan on sale (page = charge)', () => {
  it('newer India page: each city card is that city’s option', () => {
    for (const city of INDIA_PAGE_CITIES) {
      for (const tier of ['titan', 'maverick'] as const) {
        for (const row of INDIA_CITY_PRICE_ROWS[city][tier]) {
          expect(row.price, `${tier} ${city} ${row.duration}`).toBe(offer(tier, city, row.duration).price);
        }
      }
    }
  });

  it('overview, tier pages and the older India page show the default city’s options', () => {
    for (const tier of ['titan', 'maverick'] as const) {
      for (const plan of OVERVIEW_PLANS[tier]) {
        expect(plan.totalFeeAmount).toBe(offer(tier, INDIA_PAGE_DEFAULT_CITY, plan.title).price);
      }
      const entry = catalogueEntry(tier);
      for (const p of [{ term: entry.term, price: entry.price }, ...entry.otherprices]) {
        expect(p.price, `${tier} ${p.term}`).toBe(offer(tier, INDIA_PAGE_DEFAULT_CITY, p.term).price);
      }
    }
    expect(OVERVIEW_LAP_PLAN.totalFeeAmount).toBe(offer('lap', INDIA_PAGE_DEFAULT_CITY, '3 Months').price);
    expect(catalogueEntry('lap').price).toBe(offer('lap', INDIA_PAGE_DEFAULT_CITY, '3 Months').price);
  });

  it('pass pages: each city’s pass price is that city’s option', () => {
    for (const city of LAP_PAGE_CITIES) {
      expect(LAP_PRICE_BY_CITY[city]).toBe(offer('lap', city, '3 Months').price);
    }
  });

  it('Global and UAE pages, overview and catalogue show the USD options', () => {
    for (const [slug, rows, plans, id] of [
      [
        'global-access-membership',
        GLOBAL_PAGE_PRICE_ROWS,
        OVERVIEW_PLANS.globalAccess,
        'global-access-membership',
      ],
      ['uae-membership', UAE_PAGE_PRICE_ROWS, OVERVIEW_PLANS.uae, 'uae-membership'],
    ] as const) {
      for (const row of rows) expect(row.price).toBe(offer(slug, null, row.duration).price);
      for (const plan of plans) expect(plan.totalFeeAmount).toBe(offer(slug, null, plan.title).price);
      const entry = catalogueEntry(id);
      for (const p of [{ term: entry.term, price: entry.price }, ...entry.otherprices]) {
        expect(p.price).toBe(offer(slug, null, p.term).price);
      }
    }
  });
});
