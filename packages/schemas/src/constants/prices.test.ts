import { describe, expect, it } from 'vitest';
import {
  CITY_PRICES,
  GLOBAL_ACCESS_PRICES_USD,
  LAP_DEFAULT_PRICE,
  LAP_PRICE_BY_CITY,
  OVERVIEW_PRICES,
  STATIC_CATALOGUE_PRICES,
  UAE_PRICES_USD,
  YEARS,
  yearsLabel,
} from './prices.ts';

describe('prices', () => {
  it('settles the two readings of the 1-year prices on the one the server charges (the default city)', () => {
    expect(STATIC_CATALOGUE_PRICES.titan.byYears[1]).toBe(110_000);
    expect(OVERVIEW_PRICES.titan[1].price).toBe(110_000);
    expect(STATIC_CATALOGUE_PRICES.maverick.byYears[1]).toBe(45_000);
    expect(OVERVIEW_PRICES.maverick[1].price).toBe(45_000);
  });

  it('has the static catalogue fees', () => {
    const { titan, maverick } = STATIC_CATALOGUE_PRICES;
    expect([titan.joiningFee, titan.firstAnnualFee]).toEqual([65_000, 45_000]);
    expect(titan.annualFees).toEqual({ 1: 45_000, 2: 59_000, 3: 95_000 });
    expect([titan.byYears[2], titan.byYears[3]]).toEqual([124_000, 160_000]);
    expect(maverick.annualFees).toEqual({ 1: 15_000, 2: 18_000, 3: 30_000 });
    expect(STATIC_CATALOGUE_PRICES.lap).toBe(7000);
  });

  it('has the overview struck prices and the 1-year fee split', () => {
    expect(OVERVIEW_PRICES.titan[2]).toMatchObject({ price: 124_000, oldPrice: 155_000 });
    expect(OVERVIEW_PRICES.titan[3]).toMatchObject({ price: 160_000, oldPrice: 200_000 });
    expect(OVERVIEW_PRICES.maverick[2]).toMatchObject({ price: 48_000, oldPrice: 60_000 });
    expect(OVERVIEW_PRICES.maverick[3]).toMatchObject({ price: 60_000, oldPrice: 75_000 });
    for (const tier of [OVERVIEW_PRICES.titan[1], OVERVIEW_PRICES.maverick[1]]) {
      expect((tier.joiningFee ?? 0) + (tier.annualFee ?? 0)).toBe(tier.price);
    }
  });

  it('has the USD prices of Global Access and UAE', () => {
    expect(YEARS.map((y) => GLOBAL_ACCESS_PRICES_USD[y])).toEqual([
      { price: 400, oldPrice: 820 },
      { price: 532, oldPrice: 1220 },
      { price: 686, oldPrice: 1700 },
    ]);
    expect(UAE_PRICES_USD[2]).toEqual({ price: 1220, oldPrice: null });
    expect(YEARS.map((y) => UAE_PRICES_USD[y].price)).toEqual([820, 1220, 1700]);
  });

  it('has the city table', () => {
    expect(CITY_PRICES.Bangalore.titan[2]).toEqual({ price: 92_000, oldPrice: 115_000 });
    expect(CITY_PRICES.Bangalore.titan[1].price).toBe(80_000);
    expect(CITY_PRICES.Delhi.maverick[2]).toEqual({ price: 48_000, oldPrice: 60_000 });
    expect(CITY_PRICES.Mumbai.titan[2]).toEqual({ price: 124_000, oldPrice: null });
    expect(CITY_PRICES.Others.maverick[2].price).toBe(31_200);
    expect(CITY_PRICES.Others.titan[3].price).toBe(92_000);
  });

  it('has the pass by city', () => {
    expect(LAP_PRICE_BY_CITY).toEqual({ Bangalore: 5000, Delhi: 7000, Mumbai: 7000, Others: 7000 });
    expect(LAP_DEFAULT_PRICE).toBe(7000);
  });

  it('labels terms', () => {
    expect([1, 2, 3].map(yearsLabel)).toEqual(['1 Year', '2 Years', '3 Years']);
  });
});
