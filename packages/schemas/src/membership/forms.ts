import * as z from 'zod/mini';
import { confirmPasswordField, passwordConfirmation } from '../auth/password.ts';
import { EMIRATES, GLOBAL_COUNTRIES } from '../constants/index.ts';
import { optionalPhoneInputField, phoneInputField } from '../phone/phone-field.ts';
import { requiredChoice } from '../profile/fields.ts';
import { membershipPhoneMessages } from './fields.ts';
import { membershipMessages as m } from './messages.ts';
import { globalMembershipPaymentRequestSchema, membershipPaymentRequestSchema } from './requests.ts';

/*
 * The three membership forms. Field names are the API's, so the form's output is the request (the
 * phone goes in as a country and a number and comes out as the API's value; the extra
 * `confirm_password` is dropped by the request schema; the client adds `otp: SIGNUP_OTP_PLACEHOLDER`). Each adds the password confirmation ('Passwords do not match' on
 * `confirm_password`).
 */

/** /member-details/{slug}: phone required; city (of the membership) and duration required. */
export const membershipPurchaseFormSchema = z
  .extend(z.omit(membershipPaymentRequestSchema, { otp: true }), {
    phone: phoneInputField(membershipPhoneMessages),
    confirm_password: confirmPasswordField(),
  })
  .check(z.superRefine(...passwordConfirmation));
export type MembershipPurchaseFormValues = z.input<typeof membershipPurchaseFormSchema>;
export type MembershipPurchaseFormOutput = z.output<typeof membershipPurchaseFormSchema>;

/** /global-access-membership: country from the 42-country list, phone required. */
export const globalSignUpFormSchema = z
  .extend(z.omit(globalMembershipPaymentRequestSchema, { otp: true }), {
    phone: phoneInputField(membershipPhoneMessages),
    country: requiredChoice(GLOBAL_COUNTRIES, m.countryRequired),
    confirm_password: confirmPasswordField(),
  })
  .check(z.superRefine(...passwordConfirmation));
export type GlobalSignUpFormValues = z.input<typeof globalSignUpFormSchema>;
export type GlobalSignUpFormOutput = z.output<typeof globalSignUpFormSchema>;

/** /uae-membership: the country list holds the 7 emirates; phone optional. */
export const uaeSignUpFormSchema = z
  .extend(z.omit(globalMembershipPaymentRequestSchema, { otp: true }), {
    phone: optionalPhoneInputField(membershipPhoneMessages),
    country: requiredChoice(EMIRATES, m.countryRequired),
    confirm_password: confirmPasswordField(),
  })
  .check(z.superRefine(...passwordConfirmation));
export type UaeSignUpFormValues = z.input<typeof uaeSignUpFormSchema>;
export type UaeSignUpFormOutput = z.output<typeof uaeSignUpFormSchema>;
