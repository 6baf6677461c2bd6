import * as z from 'zod/mini';
import { isoDate } from '../common/fields.ts';
import { membershipTierNameSchema } from '../membership/tier.ts';
import { rupeeAmount } from '../money/units.ts';

/** A mentor hit; `amount` is the session price in rupees without GST for the caller's kind. */
export const searchMentorSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  designation: z.string(),
  amount: rupeeAmount("The session price without GST for the caller's kind"),
});
export type SearchMentor = z.infer<typeof searchMentorSchema>;

/**
 * A member hit (signed-in callers only), read like a directory entry: profile values a member may not
 * have given are null; `activebookings` is null without an active membership.
 */
export const searchMemberSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.nullable(z.string()),
  designation: z.nullable(z.string()),
  city: z.nullable(z.string()),
  image: z.nullable(z.string()),
  activebookings: z.nullable(z.object({ membership: membershipTierNameSchema })),
});
export type SearchMember = z.infer<typeof searchMemberSchema>;

/** An upcoming or past event hit; `price` is its lowest plan price in rupees. */
export const searchEventSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  event_date: isoDate(),
  city: z.string().check(z.minLength(1)),
  price: rupeeAmount('The lowest plan price'),
});
export type SearchEvent = z.infer<typeof searchEventSchema>;

export const searchResultsSchema = z.object({
  mentors: z.array(searchMentorSchema),
  members: z.array(searchMemberSchema),
  upcomingEvents: z.array(searchEventSchema),
  pastEvents: z.array(searchEventSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
