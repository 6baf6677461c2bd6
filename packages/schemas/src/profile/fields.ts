import * as z from 'zod/mini';
import { isIndianPincode, isPostalCode } from '../common/fields.ts';
import { commonMessages } from '../common/messages.ts';
import { preprocess } from '../common/preprocess.ts';
import { INDIA_STATES, TITLES } from '../constants/index.ts';
import { DEFAULT_PHONE_COUNTRY, phoneCountry } from '../phone/phone-countries.ts';
import type { PhoneFieldMessages } from '../phone/phone-messages.ts';
import { purchaseMessages } from '../purchase/messages.ts';
import { profileMessages } from './messages.ts';

/** Empty or blank strings mean "nothing chosen" (an untouched select sends ''). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A select whose value must be one of `values`; nothing chosen gives `message` too. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  preprocess(blankToUndefined, z.enum(values, { error: message }));

/** A select that may be left empty; when chosen, the value must be one of `values`. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  preprocess(blankToUndefined, z.optional(z.enum(values, { error: message })));

/** Title select: Mr or Ms. */
export const titleSchema = requiredChoice(TITLES, profileMessages.titleRequired);

/** GST state: one of the 30 Indian states, or none (GST fields are otherwise not validated). */
export const gstStateSchema = optionalChoice(INDIA_STATES, profileMessages.gstStateInvalid);

/** The account's mobile: 'First Name is required' when missing (the spec's reuse), digits only. */
export const profilePhoneMessages: PhoneFieldMessages = {
  required: profileMessages.firstNameRequired,
  digitsOnly: purchaseMessages.phoneDigitsOnly,
};

const INDIAN_CALLING_CODE = `+${phoneCountry(DEFAULT_PHONE_COUNTRY)?.callingCode ?? ''}`;

/** Whether a phone (on the wire, or a form's country and number) is Indian; unknown counts as Indian. */
const isIndianPhone = (phone: unknown): boolean => {
  if (typeof phone === 'string') {
    const trimmed = phone.trim();
    return !trimmed.startsWith('+') || trimmed.startsWith(INDIAN_CALLING_CODE);
  }
  if (typeof phone === 'object' && phone !== null && 'country' in phone) {
    return phone.country === DEFAULT_PHONE_COUNTRY;
  }
  return true;
};

interface PincodeAndPhone {
  pincode?: unknown;
  phone?: unknown;
}

/**
 * The account's pincode: 6 digits for a member whose phone is Indian, a postal code (3 to 10 letters
 * or digits) for one abroad. Runs even when other fields are invalid, once a pincode is typed.
 */
export const pincodeMatchesPhone = z.superRefine(
  (value: PincodeAndPhone, ctx) => {
    const pincode = typeof value.pincode === 'string' ? value.pincode.trim() : '';
    if (pincode === '') return;
    if (isIndianPhone(value.phone)) {
      if (!isIndianPincode(pincode)) {
        ctx.addIssue({ code: 'custom', path: ['pincode'], message: commonMessages.pincodeInvalid });
      }
    } else if (!isPostalCode(pincode)) {
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: commonMessages.postalCodeInvalid });
    }
  },
  {
    when: (payload: { value: unknown }) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      typeof (payload.value as PincodeAndPhone).pincode === 'string',
  },
);
