import * as z from 'zod/mini';
import { rupeeAmount } from '../money/units.ts';

export const mentorCategorySchema = z.object({ name: z.string().check(z.minLength(1)) });
export type MentorCategory = z.infer<typeof mentorCategorySchema>;

/**
 * A mentor (`GET mentors`, `GET mentors/{id}`). `description` is HTML; `blur_image` is the blurred
 * picture shown to guests on members-only mentors; `categories` are the industries of the filter.
 * Prices are rupees without GST (the page shows them plus GST).
 */
export const mentorSchema = z.object({
  id: z
    .number()
    .check(
      z.int(),
      z.positive(),
      z.meta({ description: "The mentor's id: the `mentor_id` of the mentor session calls." }),
    ),
  slug: z.string().check(z.minLength(1)),
  image: z.string().check(z.minLength(1)),
  blur_image: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  title: z.string(),
  designation: z.string().check(z.minLength(1)),
  company_name: z.string().check(z.minLength(1)),
  area_of_interest: z.string(),
  area_of_interest_content: z.string(),
  description: z.string(),
  session_content: z.string(),
  categories: z.array(mentorCategorySchema),
  allow_non_member: z.boolean(),
  session_price_without_gst: rupeeAmount("A member's session price without GST"),
  non_member_price_without_gst: rupeeAmount("A guest's session price without GST"),
});
export type Mentor = z.infer<typeof mentorSchema>;
