import * as z from 'zod/mini';
import { optionalPassword } from '../auth/password.ts';
import { okBody } from '../common/envelope.ts';
import { lenientBool, optionalText, requiredEmail, requiredName, requiredText } from '../common/fields.ts';
import { gstStateSchema, titleSchema } from './fields.ts';
import { profileMessages } from './messages.ts';
import { optionalPhotoFileSchema } from './photo-file.ts';
import { userSchema } from './user.ts';

const required = profileMessages.firstNameRequired;

/**
 * `POST update-personal-details` (multipart). Also the account details form: its field names are the
 * API's, so form values are the request. Messages: platform.md §5 (see `profileMessages`).
 */
export const updatePersonalDetailsRequestSchema = z.object({
  title: titleSchema,
  first_name: requiredName(required),
  last_name: requiredName(required),
  phone: requiredText(required),
  email: requiredEmail(),
  company_name: requiredText(required),
  designation: requiredText(required),
  city: requiredText(required),
  pincode: requiredText(profileMessages.pincodeRequired),
  image: optionalPhotoFileSchema,
  /** Needed only when `email` changes (the server checks it then); ignored otherwise. */
  current_password: optionalPassword(),
});
export type UpdatePersonalDetailsRequest = z.input<typeof updatePersonalDetailsRequestSchema>;
export type PersonalDetails = z.output<typeof updatePersonalDetailsRequestSchema>;

export const updatePersonalDetailsResponseSchema = okBody({
  message: z.string(),
  data: z.pick(userSchema, { image: true, first_name: true, last_name: true }),
});
export type UpdatePersonalDetailsResponse = z.infer<typeof updatePersonalDetailsResponseSchema>;

/**
 * `POST update-gst-details` (JSON). GST fields have no validation (platform.md §5); only the state must
 * come from the list of 30. `provides_gst_details` reads true/false, 1/0, "1"/"0" and is required: a
 * body without it (`{}`, a body read from the wrong encoding) is refused rather than read as "untick",
 * which would clear every GST field.
 */
export const updateGstDetailsRequestSchema = z.object({
  provides_gst_details: lenientBool(profileMessages.gstChoiceRequired),
  gst_number: optionalText(),
  gst_company_name: optionalText(),
  gst_address_line_1: optionalText(),
  gst_address_line_2: optionalText(),
  gst_state: gstStateSchema,
  gst_pincode: optionalText(),
});
export type UpdateGstDetailsRequest = z.input<typeof updateGstDetailsRequestSchema>;
export type GstDetails = z.output<typeof updateGstDetailsRequestSchema>;

export const getUserResponseSchema = okBody({ data: userSchema });
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;
