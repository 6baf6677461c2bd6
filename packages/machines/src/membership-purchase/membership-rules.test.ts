import type { MembershipPriceOption } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import {
  durationProblem,
  durationsForCity,
  membershipCities,
  membershipFee,
  pricedCity,
} from './membership-rules.ts';

const options: MembershipPriceOption[] = [
  { id: 1, term: '1 Year', price: 110000, name: 'Titan', city: 'Delhi' },
  { id: 2, term: '2 Years', price: 124000, name: 'Titan', city: 'Delhi' },
  { id: 3, term: '1 Year', price: 80000, name: 'Titan', city: 'Bangalore' },
  { id: 4, term: '1 Year', price: 0, name: 'Titan', city: 'Others' },
];

describe('membership purchase rules', () => {
  it('lists the cities once, in order', () => {
    expect(membershipCities(options)).toEqual(['Delhi', 'Bangalore', 'Others']);
    expect(membershipCities([{ id: 9, term: '1 Year', price: 400, name: 'Global Access' }])).toEqual([]);
  });

  it("offers the chosen city's durations only", () => {
    expect(durationsForCity(options, null)).toEqual([]);
    expect(durationsForCity(options, 'Delhi').map((o) => o.id)).toEqual([1, 2]);
  });

  it("lists the default city's plans (Delhi) before a city is chosen, then the chosen city's", () => {
    expect(pricedCity(options, null)).toBe('Delhi');
    expect(pricedCity(options, 'Bangalore')).toBe('Bangalore');
    expect(pricedCity(options.slice(2), null)).toBe('Bangalore');
    expect(pricedCity([], null)).toBeNull();
  });

  it('shows the fee of the chosen duration', () => {
    expect(membershipFee(options, 2)).toBe(124000);
    expect(membershipFee(options, null)).toBe(0);
    expect(membershipFee(options, 99)).toBe(0);
  });

  it("blocks payment with 'Please select duration of membership.' without a duration or with a fee of 0 or less", () => {
    expect(durationProblem(options, null)).toBe('Please select duration of membership.');
    expect(durationProblem(options, 4)).toBe('Please select duration of membership.');
    expect(durationProblem(options, 3)).toBeNull();
  });
});
