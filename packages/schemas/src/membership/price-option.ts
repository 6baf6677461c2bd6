import * as z from 'zod/mini';
import { majorAmount } from '../money/units.ts';

/**
 * A membership price option of `GET membership/{slug}` (one duration). `price` is in the tier's
 * currency (INR for titan, maverick, lap; USD for the global and UAE sign-ups). `city` is set for the
 * purchase form's tiers (titan, maverick, lap): the form lists the cities, then the durations of the
 * chosen city; the sign-up tiers have no city.
 */
export const membershipPriceOptionSchema = z.object({
  id: z.number().check(
    z.int(),
    z.positive(),
    z.meta({
      description: "The price option's id: the `membership_price_id` of the membership purchase calls.",
    }),
  ),
  /** e.g. '1 Year', '2 Years', '3 Months'. */
  term: z.string().check(z.minLength(1)),
  price: majorAmount('Price of this duration'),
  /** Tier name, e.g. 'Titan'. */
  name: z.string().check(z.minLength(1)),
  city: z.optional(z.string().check(z.minLength(1))),
});
export type MembershipPriceOption = z.infer<typeof membershipPriceOptionSchema>;

/**
 * What the payment provider's dialog says is being bought (its `description`, beside the merchant's
 * name): 'Global Access membership · 1 Year', with the city for the India tiers.
 */
export function membershipProductLine(option: Pick<MembershipPriceOption, 'name' | 'term' | 'city'>): string {
  return [`${option.name} membership`, option.term, option.city].filter(Boolean).join(' · ');
}

/** The bare JSON array `GET membership/{slug}` answers. */
export const membershipPriceOptionsSchema = z.array(membershipPriceOptionSchema);
export type MembershipPriceOptions = z.infer<typeof membershipPriceOptionsSchema>;
