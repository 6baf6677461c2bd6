import * as z from 'zod/mini';
import { isoDate } from '../common/fields.ts';
import { membershipTierNameSchema } from '../membership/tier.ts';
import { majorAmount } from '../money/units.ts';

/**
 * The member's membership (`GET account-membership` data). The card's member id is
 * `memberId(user_id)` ('LWL' + user_id, from constants).
 */
export const membershipRecordSchema = z.object({
  membership: membershipTierNameSchema,
  /** Purchase date, `YYYY-MM-DD`. */
  created_date: isoDate(),
  /** Expiry date, `YYYY-MM-DD`. */
  modified_expiry_date: isoDate(),
  /** Price paid, in the tier's currency (INR; USD for Global Access and UAE). */
  membership_price: majorAmount('Price paid'),
  user_id: z
    .number()
    .check(z.int(), z.positive(), z.meta({ description: "The member's user id (`id` of GET user)." })),
});
export type MembershipRecord = z.infer<typeof membershipRecordSchema>;

/** The member's name shown on the membership card. */
export const accountUserSchema = z.object({ first_name: z.string(), last_name: z.string() });
export type AccountUser = z.infer<typeof accountUserSchema>;
