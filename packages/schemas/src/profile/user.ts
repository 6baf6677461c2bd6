import { z } from 'zod';
import { INDIA_STATES, TITLES } from '../constants/index.ts';

/**
 * A member's profile as the API returns it (`GET user`, the login answer). Values the sign-up forms
 * may leave out (phone on the UAE form, state on the purchase form, photo, GST details) are `null`.
 */
export const userSchema = z.object({
  id: z.number().int().positive(),
  title: z.enum(TITLES),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  company_name: z.string(),
  designation: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  pincode: z.string(),
  /** Absolute URL of the profile photo. */
  image: z.string().nullable(),
  provides_gst_details: z.boolean(),
  gst_number: z.string().nullable(),
  gst_company_name: z.string().nullable(),
  gst_address_line_1: z.string().nullable(),
  gst_address_line_2: z.string().nullable(),
  gst_state: z.enum(INDIA_STATES).nullable(),
  gst_pincode: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
