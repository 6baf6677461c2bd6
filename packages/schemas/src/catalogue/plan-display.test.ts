import { describe, expect, it } from 'vitest';
import { INDIA_PAGE_DEFAULT_CITY } from '../constants/cities.ts';
import { CITY_PRICES, LAP_PRICE_BY_CITY } from '../constants/prices.ts';
import { listedPriceText } from '../money/price-label.ts';
import { optionsFromPrice, planFromPrice } from './plan-display.ts';
import { PLAN_OFFERS } from './plan-offers.ts';

describe("a membership's price before any choice", () => {
  it("is 'from' the default city's lowest plan, + GST, for the India tiers", () => {
    expect(INDIA_PAGE_DEFAULT_CITY).toBe('Delhi');
    expect(planFromPrice('maverick')).toEqual({ amount: 45_000, currency: 'INR', from: true, gst: '+ GST' });
    expect(listedPriceText(planFromPrice('maverick'))).toBe('from ₹45,000 + GST');
    expect(listedPriceText(planFromPrice('titan'))).toBe('from ₹1,10,000 + GST');
    expect(planFromPrice('titan').amount).toBe(CITY_PRICES.Delhi.titan[1].price);
  });

  it('follows the chosen city', () => {
    expect(listedPriceText(planFromPrice('titan', 'Bangalore'))).toBe('from ₹80,000 + GST');
    expect(listedPriceText(planFromPrice('maverick', 'Others'))).toBe('from ₹27,000 + GST');
  });

  it('is a single price for the pass (one plan per city)', () => {
    expect(listedPriceText(planFromPrice('lap'))).toBe('₹7,000 + GST');
    expect(planFromPrice('lap', 'Bangalore').amount).toBe(LAP_PRICE_BY_CITY.Bangalore);
  });

  it('is in US dollars without a GST label for Global Access and UAE (exports)', () => {
    expect(listedPriceText(planFromPrice('global-access-membership'))).toBe('from $400');
    expect(listedPriceText(planFromPrice('uae-membership'))).toBe('from $820');
  });

  it('is the lowest of the price options a form loaded', () => {
    const delhiMaverick = PLAN_OFFERS.filter((o) => o.slug === 'maverick' && o.city === 'Delhi');
    expect(optionsFromPrice(delhiMaverick, 'INR')).toEqual(planFromPrice('maverick'));
    expect(optionsFromPrice([{ price: 820 }], 'USD')).toEqual({
      amount: 820,
      currency: 'USD',
      from: false,
      gst: null,
    });
    expect(optionsFromPrice([], 'INR')).toBeNull();
  });
});
