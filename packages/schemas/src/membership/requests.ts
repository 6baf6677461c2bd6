import * as z from 'zod/mini';
import { newPassword } from '../auth/password.ts';
import {
  lenientBool,
  lenientId,
  optionalPincode,
  optionalText,
  requiredEmail,
  requiredName,
  requiredPincode,
  requiredPostalCode,
  requiredText,
} from '../common/fields.ts';
import { EMIRATES, GLOBAL_COUNTRIES, TEXT_MAX } from '../constants/index.ts';
import { apiPhoneField, optionalApiPhoneField } from '../phone/api-phone.ts';
import { gstStateSchema, requiredChoice, titleSchema } from '../profile/fields.ts';
import { optionalPhotoFileSchema } from '../profile/photo-file.ts';
import { membershipPhoneMessages } from './fields.ts';
import { membershipMessages as m } from './messages.ts';

/** The fields every membership payload shares, GST and extras optional. */
const membershipPayloadShape = {
  title: titleSchema,
  first_name: requiredName(m.firstNameRequired),
  last_name: requiredName(m.lastNameRequired),
  phone: apiPhoneField(membershipPhoneMessages),
  /** The fixed placeholder `SIGNUP_OTP_PLACEHOLDER`; not checked. */
  otp: optionalText(),
  email: requiredEmail(),
  company_name: requiredText(m.companyNameRequired, TEXT_MAX.company),
  designation: requiredText(m.designationRequired, TEXT_MAX.designation),
  city: requiredText(m.cityRequired, TEXT_MAX.city),
  state: optionalText(),
  password: newPassword(m.passwordRequired),
  pincode: requiredPincode(m.pinCodeRequired),
  provides_gst_details: z._default(lenientBool(), false),
  gst_number: optionalText(),
  gst_company_name: optionalText(),
  gst_address_line_1: optionalText(),
  gst_address_line_2: optionalText(),
  gst_state: gstStateSchema,
  gst_pincode: optionalPincode(),
  /** The chosen duration: a price option id of `GET membership/{slug}`. */
  membership_price_id: lenientId(
    m.durationRequired,
    "The price option's id (one duration of one tier): `id` of a row of GET membership/{slug}.",
  ),
  /** Spelled so by the API. Shown for titan only. */
  reffered_by: optionalText(),
  /** Shown for every slug but titan. */
  statement_of_purpose: optionalText(),
  image: optionalPhotoFileSchema,
  industry: optionalText(),
  coupon: optionalText(),
};

/**
 * `POST membership-payment` (multipart): the purchase form of /member-details/{slug} (titan, maverick,
 * lap). `city` is the city chosen in Membership Details (it filters the durations); state is optional
 * on this form. Creates the account with `password` once the payment is confirmed.
 */
export const membershipPaymentRequestSchema = z.object(membershipPayloadShape);
export type MembershipPaymentRequest = z.input<typeof membershipPaymentRequestSchema>;
export type MembershipPayment = z.output<typeof membershipPaymentRequestSchema>;

/** Countries the sign-up forms offer: the global form's 42 countries and the UAE form's 7 emirates. */
export const SIGNUP_COUNTRIES = [...GLOBAL_COUNTRIES, ...EMIRATES] as const;

/**
 * `POST global-membership-payment` (multipart): the global sign-up (/global-access-membership) and the
 * UAE sign-up (/uae-membership) both post here — they share the form and send `country`, and the price
 * option id tells the tiers apart. City and state are required; phone is optional because the UAE
 * form does not require it (the global form's schema does); the pin code is a ZIP or postal code of
 * the member's country, not an Indian pincode ('ZIP / postal code is required').
 */
export const globalMembershipPaymentRequestSchema = z.object({
  ...membershipPayloadShape,
  phone: optionalApiPhoneField(membershipPhoneMessages),
  pincode: requiredPostalCode(m.postalCodeRequired),
  state: requiredText(m.stateRequired),
  country: requiredChoice(SIGNUP_COUNTRIES, m.countryRequired),
});
export type GlobalMembershipPaymentRequest = z.input<typeof globalMembershipPaymentRequestSchema>;
export type GlobalMembershipPayment = z.output<typeof globalMembershipPaymentRequestSchema>;
