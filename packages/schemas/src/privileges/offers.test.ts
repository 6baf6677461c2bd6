import { describe, expect, it } from 'vitest';
import { privilegesExamples } from './examples.ts';
import {
  partnerOfferDetailRequestSchema,
  partnerOfferDetailResponseSchema,
  partnerOffersResponseSchema,
} from './requests.ts';

describe('partner offers', () => {
  const categories = privilegesExamples['GET partner-offers'].response.data;

  it('accepts cards with and without a city tag', () => {
    expect(partnerOffersResponseSchema.safeParse({ status: 1, data: categories }).success).toBe(true);
  });

  it('refuses a city tag without its alt text and a category without offers', () => {
    const [first] = categories;
    const badCard = { ...first?.offers[0], cityTag: { src: 'x.svg' } };
    expect(
      partnerOffersResponseSchema.safeParse({ status: 1, data: [{ ...first, offers: [badCard] }] }).success,
    ).toBe(false);
    expect(
      partnerOffersResponseSchema.safeParse({ status: 1, data: [{ category_description: 'Travel' }] })
        .success,
    ).toBe(false);
  });
});

describe('partner offer detail', () => {
  it('reads the offer id from the path', () => {
    expect(partnerOfferDetailRequestSchema.parse({ offer_id: '14' })).toEqual({ offer_id: 14 });
    expect(partnerOfferDetailRequestSchema.safeParse({ offer_id: 'spa' }).error?.issues[0]?.message).toBe(
      'offer_id is invalid',
    );
  });

  it('needs image_2, title, description and code', () => {
    const { data } = privilegesExamples['GET partner-offer-detail/{offer_id}'].response;
    const { code: _, ...withoutCode } = data;
    expect(partnerOfferDetailResponseSchema.safeParse({ status: 1, data: withoutCode }).success).toBe(false);
  });
});
