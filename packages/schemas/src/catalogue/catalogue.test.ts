import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CATALOGUE_IDS } from './catalogue-ids.ts';
import { GLOBAL_AUDIENCE, GLOBAL_BENEFITS, UAE_AUDIENCE, UAE_BENEFITS } from './page-copy.ts';
import { OVERVIEW_LAP_PLAN, OVERVIEW_PLANS } from './plan-display.ts';
import {
  GLOBAL_PRIVILEGES,
  INDIA_PRIVILEGE_TABLES,
  TITAN_MAVERICK_PRIVILEGES,
  UAE_PRIVILEGES,
} from './privileges.ts';
import {
  catalogueEntrySchema,
  planDisplaySchema,
  privilegeTableSchema,
  singlePrivilegeRowSchema,
  tierPriceRowSchema,
} from './schemas.ts';
import { catalogueEntry, catalogueOldPrice, STATIC_CATALOGUE } from './static-catalogue.ts';
import { GLOBAL_PAGE_PRICE_ROWS, INDIA_CITY_PRICE_ROWS, UAE_PAGE_PRICE_ROWS } from './tier-prices.ts';

describe('static catalogue', () => {
  it('validates and keeps the data list order (the pass is the fifth entry)', () => {
    expect(z.array(catalogueEntrySchema).parse(STATIC_CATALOGUE)).toHaveLength(5);
    expect(STATIC_CATALOGUE.map((e) => e.id)).toEqual([...CATALOGUE_IDS]);
    expect(STATIC_CATALOGUE[4]?.id).toBe('lap');
  });

  it('carries the static reading, its 1-year prices settled to what the server charges', () => {
    expect(catalogueEntry('titan')).toMatchObject({
      price: 110_000,
      joiningFee: 65_000,
      firstAnnualFee: 45_000,
    });
    expect(catalogueEntry('titan').annualFees).toEqual({
      oneYear: 45_000,
      twoYears: 59_000,
      threeYears: 95_000,
    });
    expect(catalogueEntry('maverick')).toMatchObject({
      price: 45_000,
      joiningFee: 30_000,
      firstAnnualFee: 15_000,
    });
    // The 6-month Maverick option (22,500) is not on sale, so the catalogue does not show it.
    expect(catalogueEntry('maverick').otherprices.map((p) => p.term)).toEqual(['2 Years', '3 Years']);
    expect(catalogueEntry('global-access-membership')).toMatchObject({
      price: 400,
      oldPrice: 820,
      currency: 'USD',
    });
    expect(catalogueEntry('global-access-membership').otherprices.map((p) => p.price)).toEqual([532, 686]);
    expect(catalogueEntry('uae-membership').otherprices.map((p) => p.price)).toEqual([1220, 1700]);
    expect(catalogueEntry('lap')).toMatchObject({ price: 7000, term: '3 Months' });
  });

  it('rejects an unknown id', () => {
    expect(catalogueEntrySchema.safeParse({ ...STATIC_CATALOGUE[0], id: 'gold' }).success).toBe(false);
  });
});

describe('overview plan cards', () => {
  it('validate and format the overview reading', () => {
    const all = [...Object.values(OVERVIEW_PLANS).flat(), OVERVIEW_LAP_PLAN];
    expect(z.array(planDisplaySchema).parse(all)).toHaveLength(13);
    const [titan1, titan2] = OVERVIEW_PLANS.titan;
    expect(titan1).toMatchObject({ title: '1 Year', totalFee: '₹1,10,000', totalFeeAmount: 110_000 });
    expect(titan1?.feeDetails).toEqual([
      { label: 'Joining Fee', value: '₹65,000', amount: 65_000 },
      { label: 'Annual Fee', value: '₹45,000', amount: 45_000 },
    ]);
    expect(titan2).toMatchObject({
      totalFee: '₹1,24,000',
      feeDetailTotal: 155_000,
      feeDetailTotalLabel: '₹1,55,000',
    });
    expect(OVERVIEW_PLANS.globalAccess[0]).toMatchObject({ totalFee: '$400', feeDetailTotalLabel: '$820' });
    expect(OVERVIEW_PLANS.uae.map((p) => p.totalFee)).toEqual(['$820', '$1,220', '$1,700']);
  });
});

describe('tier price rows', () => {
  it('validate, with the 2-year card highlighted on the India and UAE pages', () => {
    const rows = [
      ...Object.values(INDIA_CITY_PRICE_ROWS).flatMap((c) => [...c.titan, ...c.maverick]),
      ...GLOBAL_PAGE_PRICE_ROWS,
      ...UAE_PAGE_PRICE_ROWS,
    ];
    expect(z.array(tierPriceRowSchema).parse(rows)).toHaveLength(30);
    expect(INDIA_CITY_PRICE_ROWS.Bangalore.titan[1]).toEqual({
      duration: '2 Years',
      oldPrice: 115_000,
      price: 92_000,
      highlight: true,
    });
    expect(UAE_PAGE_PRICE_ROWS.filter((r) => r.highlight).map((r) => r.duration)).toEqual(['2 Years']);
    expect(UAE_PAGE_PRICE_ROWS.map((r) => [r.price, r.oldPrice])).toEqual([
      [820, null],
      [1220, null],
      [1700, null],
    ]);
  });
});

describe('privileges', () => {
  it('validate and mark the Titan-only rows', () => {
    expect(z.array(privilegeTableSchema).parse(INDIA_PRIVILEGE_TABLES)).toHaveLength(2);
    const titanOnly = TITAN_MAVERICK_PRIVILEGES.filter((r) => r.titan && !r.maverick).map((r) => r.name);
    expect(titanOnly.sort()).toEqual(
      [
        'Become a Mentor',
        'Retreat',
        'Soirees',
        'Titan Bonds',
        'Titan WhatsApp groups',
        'Titan-exclusive experiences',
      ].sort(),
    );
    expect(TITAN_MAVERICK_PRIVILEGES.find((r) => r.name === "Leader's Lounge")?.maverick).toBe(true);
    expect(TITAN_MAVERICK_PRIVILEGES.every((r) => r.titan)).toBe(true);
  });

  it('has the Global (5) and UAE (6) tables, all available', () => {
    expect(z.array(singlePrivilegeRowSchema).parse(GLOBAL_PRIVILEGES)).toHaveLength(5);
    expect(z.array(singlePrivilegeRowSchema).parse(UAE_PRIVILEGES)).toHaveLength(6);
    expect([...GLOBAL_PRIVILEGES, ...UAE_PRIVILEGES].every((r) => r.available)).toBe(true);
  });
});

describe('page copy', () => {
  it('has the counts of the specs', () => {
    expect(GLOBAL_AUDIENCE).toHaveLength(6);
    expect(GLOBAL_BENEFITS).toHaveLength(7);
    expect(UAE_AUDIENCE).toHaveLength(5);
    expect(UAE_BENEFITS).toHaveLength(8);
    expect(UAE_BENEFITS).toEqual(
      expect.arrayContaining([
        '6 curated in-person events',
        '100+ recorded sessions',
        'monthly virtual sessions live in IST',
      ]),
    );
  });
});

describe('catalogueOldPrice', () => {
  it('strikes the joining + first annual fee only when it is above the 1-year price', () => {
    const titan = catalogueEntry('titan');
    expect(catalogueOldPrice({ ...titan, price: 99_000 })).toBe(110_000);
    // The settled 1-year prices equal the fee split (65,000 + 45,000; 30,000 + 15,000): nothing struck.
    expect(catalogueOldPrice(titan)).toBeNull();
    expect(catalogueOldPrice(catalogueEntry('maverick'))).toBeNull();
  });
  it("falls back to the entry's own old price otherwise", () => {
    const lap = catalogueEntry('lap');
    expect(catalogueOldPrice(lap)).toBe(lap.oldPrice);
  });
});
