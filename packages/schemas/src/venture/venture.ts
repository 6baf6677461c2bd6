import * as z from 'zod/mini';
import { rupeeAmount } from '../money/units.ts';
import { ventureMessages } from './messages.ts';

/** A Venture Vault ticket package (`GET ventures`). Prices in rupees, GST included. */
export const venturePackageSchema = z.object({
  id: z
    .number()
    .check(
      z.int(),
      z.positive(),
      z.meta({ description: "The Venture Vault package's id: the `venture_id` of POST venture-payment." }),
    ),
  group_info: z.string().check(z.minLength(1)),
  quantity_info: z.string().check(z.minLength(1)),
  member_price_single_day: rupeeAmount("A member's day pass, GST included"),
  member_price_both_day: rupeeAmount("A member's two-day pass, GST included"),
  non_member_price_single_day: rupeeAmount("A guest's day pass, GST included"),
  non_member_price_both_day: rupeeAmount("A guest's two-day pass, GST included"),
});
export type VenturePackage = z.infer<typeof venturePackageSchema>;

export const VENTURE_PASS_TYPES = ['day_1_pass', 'day_2_pass', 'two_days_pass'] as const;
export type VenturePassType = (typeof VENTURE_PASS_TYPES)[number];

/** Labels of the pass type select, in option order. */
export const VENTURE_PASS_LABELS: Record<VenturePassType, string> = {
  day_1_pass: 'Day 1 Pass',
  day_2_pass: 'Day 2 Pass',
  two_days_pass: 'Two-Day Pass',
};

/**
 * The pass type (`price_type`) as the booking form and `venture-payment` read it. Nothing chosen
 * (undefined or null) gives 'Please select the Plan duration.'; the select's empty option ('') or any
 * other value gives 'Please select the day type.'.
 */
export const venturePassTypeSchema = z.enum(VENTURE_PASS_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? ventureMessages.planDurationRequired
      : ventureMessages.dayTypeRequired,
});

/** 'member' when the buyer is signed in, else 'non_member' (docs/product-rules.md, "Visitors and members"). */
export const VENTURE_MEMBER_TYPES = ['member', 'non_member'] as const;
export type VentureMemberType = (typeof VENTURE_MEMBER_TYPES)[number];
export const ventureMemberTypeSchema = z.enum(VENTURE_MEMBER_TYPES, {
  error: ventureMessages.invalidMemberType,
});

type VenturePrices = Omit<VenturePackage, 'id' | 'group_info' | 'quantity_info'>;

/**
 * Price of one pass in rupees: a day pass costs the single-day price, the two-day pass the both-day
 * price, each at the member or the non-member rate.
 */
export function venturePassPrice(
  pkg: VenturePrices,
  passType: VenturePassType,
  memberType: VentureMemberType,
): number {
  const bothDays = passType === 'two_days_pass';
  if (memberType === 'member') return bothDays ? pkg.member_price_both_day : pkg.member_price_single_day;
  return bothDays ? pkg.non_member_price_both_day : pkg.non_member_price_single_day;
}
