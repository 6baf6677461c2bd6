import { describe, expect, it } from 'vitest';
import { tierCurrency } from '../catalogue/static-catalogue.ts';
import { membershipPriceOptionsSchema } from './price-option.ts';
import { membershipSlugSchema } from './tier.ts';
import { MEMBERSHIP_SLUGS, showsReferredBy, TIER_NAME_BY_SLUG } from './tier-names.ts';

describe('membership slugs and tiers', () => {
  it('knows the five slugs and refuses another', () => {
    expect([...MEMBERSHIP_SLUGS].sort()).toEqual(
      ['global-access-membership', 'lap', 'maverick', 'titan', 'uae-membership'].sort(),
    );
    expect(membershipSlugSchema.safeParse('gold').success).toBe(false);
  });

  it('names each slug’s tier', () => {
    expect(TIER_NAME_BY_SLUG.titan).toBe('Titan');
    expect(TIER_NAME_BY_SLUG.lap).toBe('Limited Access Pass');
  });

  it('shows Referred By for titan only (Statement of Purpose otherwise)', () => {
    expect(showsReferredBy('titan')).toBe(true);
    expect(showsReferredBy('maverick')).toBe(false);
    expect(showsReferredBy('lap')).toBe(false);
  });
});

describe('membership price options', () => {
  it('are a bare array; city only where the tier has cities', () => {
    expect(
      membershipPriceOptionsSchema.safeParse([{ id: 1, term: '1 Year', price: 400, name: 'Global Access' }])
        .success,
    ).toBe(true);
    expect(membershipPriceOptionsSchema.safeParse({ data: [] }).success).toBe(false);
    expect(
      membershipPriceOptionsSchema.safeParse([{ id: 1, term: '1 Year', price: -1, name: 'Titan' }]).success,
    ).toBe(false);
  });
});

describe('tierCurrency', () => {
  it('sells the Indian tiers in INR and Global Access and UAE in USD', () => {
    expect(tierCurrency('Titan')).toBe('INR');
    expect(tierCurrency('Limited Access Pass')).toBe('INR');
    expect(tierCurrency('Global Access')).toBe('USD');
    expect(tierCurrency('UAE')).toBe('USD');
  });
});
