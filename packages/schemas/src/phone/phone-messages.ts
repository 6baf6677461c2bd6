import type { PhoneCountry } from './phone-countries.ts';

/**
 * Phone messages shared by every form. Each form keeps its own words for a missing number and for
 * letters ('Phone Number is required', 'Only number is allow' on the membership forms, word for word
 * from the specs); these are decisions for what the specs do not cover.
 */
export const phoneMessages = {
  /** An Indian number is 10 digits (the specs' "maximum 10 digits with +91 prefix"). */
  indianLength: 'Phone number must be 10 digits',
  /**
   * A number with more digits than its country's numbers have: said as soon as it is typed, and on
   * submit; the number is never cut. India's rule is the specs' 10 digits.
   */
  tooLong: (
    { code, name, callingCode, maxDigits }: Pick<PhoneCountry, 'code' | 'name' | 'callingCode' | 'maxDigits'>,
    digits: number,
  ) =>
    code === 'IN'
      ? `An Indian number has ${maxDigits} digits; this one has ${digits}.`
      : `Too long for ${name} (+${callingCode}): at most ${maxDigits} digits, this one has ${digits}.`,
  invalidFor: (countryName: string) => `Please enter a valid phone number for ${countryName}.`,
  /** A number sent to the API with `+` that is not a valid E.164 number. */
  invalidInternational: 'Please enter a valid phone number in international format, e.g. +971501234567.',
  countryRequired: 'Please choose the country of the phone number.',
} as const;

/** The two messages a form words its own way. */
export interface PhoneFieldMessages {
  required: string;
  digitsOnly: string;
}
