import { z } from 'zod';

/**
 * A membership price option of `GET membership/{slug}` (one duration). `price` is in the tier's
 * currency (INR for titan, maverick, lap; USD for the global and UAE sign-ups). `city` is set for the
 * purchase form's tiers (titan, maverick, lap): the form lists the cities, then the durations of the
 * chosen city; the sign-up tiers have no city.
 */
export const membershipPriceOptionSchema = z.object({
  id: z.number().int().positive(),
  /** e.g. '1 Year', '2 Years', '3 Months'. */
  term: z.string().min(1),
  price: z.number().nonnegative(),
  /** Tier name, e.g. 'Titan'. */
  name: z.string().min(1),
  city: z.string().min(1).optional(),
});
export type MembershipPriceOption = z.infer<typeof membershipPriceOptionSchema>;

/** The bare JSON array `GET membership/{slug}` answers. */
export const membershipPriceOptionsSchema = z.array(membershipPriceOptionSchema);
export type MembershipPriceOptions = z.infer<typeof membershipPriceOptionsSchema>;
