import * as z from 'zod/mini';
import { INDIA_STATES, TITLES } from '../constants/index.ts';

/**
 * A member's profile as the API returns it (`GET user`, the login answer). Values the sign-up forms
 * may leave out (phone on the UAE form, state on the purchase form, photo, GST details) are `null`.
 */
export const userSchema = z.object({
  id: z
    .number()
    .check(
      z.int(),
      z.positive(),
      z.meta({ description: "The member's user id (their card's member id is LWL + this id)." }),
    ),
  title: z.enum(TITLES),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.nullable(z.string()),
  email: z.string(),
  company_name: z.string(),
  designation: z.string(),
  city: z.string(),
  state: z.nullable(z.string()),
  pincode: z.string(),
  /** Absolute URL of the profile photo. */
  image: z.nullable(z.string()),
  provides_gst_details: z.boolean(),
  gst_number: z.nullable(z.string()),
  gst_company_name: z.nullable(z.string()),
  gst_address_line_1: z.nullable(z.string()),
  gst_address_line_2: z.nullable(z.string()),
  gst_state: z.nullable(z.enum(INDIA_STATES)),
  gst_pincode: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;
