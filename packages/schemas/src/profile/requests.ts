import * as z from 'zod/mini';
import { optionalPassword } from '../auth/password.ts';
import { okBody } from '../common/envelope.ts';
import {
  lenientBool,
  optionalPincode,
  optionalText,
  POSTAL_CODE,
  requiredEmail,
  requiredName,
  requiredText,
} from '../common/fields.ts';
import { TEXT_MAX } from '../constants/limits.ts';
import { apiPhoneField } from '../phone/api-phone.ts';
import { gstStateSchema, pincodeMatchesPhone, profilePhoneMessages, titleSchema } from './fields.ts';
import { profileMessages } from './messages.ts';
import { optionalPhotoFileSchema } from './photo-file.ts';
import { userSchema } from './user.ts';

const required = profileMessages.firstNameRequired;

/** The personal details' fields, before the rule that ties the pincode to the phone's country. */
export const personalDetailsShape = z.object({
  title: titleSchema,
  first_name: requiredName(required),
  last_name: requiredName(required),
  phone: apiPhoneField(profilePhoneMessages),
  email: requiredEmail(),
  company_name: requiredText(required, TEXT_MAX.company),
  designation: requiredText(required, TEXT_MAX.designation),
  city: requiredText(required, TEXT_MAX.city),
  // `pincodeMatchesPhone` asks 6 digits of an Indian phone's member; any member's is a postal code.
  pincode: requiredText(profileMessages.pincodeRequired).check(
    z.meta({
      pattern: POSTAL_CODE.source,
      description: '6 digits when the phone is Indian; a postal code of 3 to 10 letters or digits otherwise.',
    }),
  ),
  image: optionalPhotoFileSchema,
  /** Needed only when `email` changes (the server checks it then); ignored otherwise. */
  current_password: optionalPassword(),
});

/**
 * `POST update-personal-details` (multipart). Also the account details form (which takes the phone as a
 * country and a number). Messages: `profileMessages`. The pincode is an Indian
 * one (6 digits) unless the phone is from another country; then a postal code.
 */
export const updatePersonalDetailsRequestSchema = personalDetailsShape.check(pincodeMatchesPhone);
export type UpdatePersonalDetailsRequest = z.input<typeof updatePersonalDetailsRequestSchema>;
export type PersonalDetails = z.output<typeof updatePersonalDetailsRequestSchema>;

export const updatePersonalDetailsResponseSchema = okBody({
  message: z.string(),
  data: z.pick(userSchema, { image: true, first_name: true, last_name: true }),
});
export type UpdatePersonalDetailsResponse = z.infer<typeof updatePersonalDetailsResponseSchema>;

/**
 * `POST update-gst-details` (JSON). GST fields have no validation; only the state must
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
  gst_pincode: optionalPincode(),
});
export type UpdateGstDetailsRequest = z.input<typeof updateGstDetailsRequestSchema>;
export type GstDetails = z.output<typeof updateGstDetailsRequestSchema>;

export const getUserResponseSchema = okBody({ data: userSchema });
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;
