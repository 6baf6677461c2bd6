import { z } from 'zod';
import { isoDate } from '../common/fields.ts';
import { membershipTierNameSchema } from '../membership/tier.ts';

/** A mentor hit; `amount` is the session price in rupees without GST for the caller's kind. */
export const searchMentorSchema = z.object({
  slug: z.string().min(1),
  image: z.string().min(1),
  name: z.string().min(1),
  designation: z.string(),
  amount: z.number().nonnegative(),
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
  company_name: z.string().nullable(),
  designation: z.string().nullable(),
  city: z.string().nullable(),
  image: z.string().nullable(),
  activebookings: z.object({ membership: membershipTierNameSchema }).nullable(),
});
export type SearchMember = z.infer<typeof searchMemberSchema>;

/** An upcoming or past event hit; `price` is its lowest plan price in rupees. */
export const searchEventSchema = z.object({
  slug: z.string().min(1),
  image: z.string().min(1),
  name: z.string().min(1),
  event_date: isoDate(),
  city: z.string().min(1),
  price: z.number().nonnegative(),
});
export type SearchEvent = z.infer<typeof searchEventSchema>;

export const searchResultsSchema = z.object({
  mentors: z.array(searchMentorSchema),
  members: z.array(searchMemberSchema),
  upcomingEvents: z.array(searchEventSchema),
  pastEvents: z.array(searchEventSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
