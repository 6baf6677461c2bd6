/**
 * What a phone field does with what is typed or pasted into its number, before any submit: plain
 * functions over `PHONE_COUNTRIES` (no zod, no phone metadata), so the field can apply them on its
 * first screen.
 * - A number that starts with its international prefix ('+' or '00') and a listed calling code selects
 *   that country (+1 keeps Canada when Canada is chosen, else the United States). Typed, the number is
 *   kept as typed ('+971 50 123 4567'); pasted, the code moves into the selector and the number keeps
 *   its digits ('501234567'). No digit is ever dropped: the input has no length limit.
 * - A number with more digits than its country's numbers have is refused at once with
 *   `phoneMessages.tooLong`, and again on submit (`phone-field.ts`), never cut.
 */
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  type PhoneCountry,
  type PhoneCountryCode,
  type PhoneInput,
  phoneCountry,
} from './phone-countries.ts';
import { phoneMessages } from './phone-messages.ts';

/** '+' or '00', then the digits; separators (spaces, dashes, dots, brackets) anywhere. */
const INTERNATIONAL = /^\s*(?:\+|00)/;
const SEPARATORS = /[\s().-]/g;

/** The listed country whose calling code starts `digits` (calling codes are prefix-free). */
function countryOfCallingDigits(digits: string, current: PhoneCountryCode): PhoneCountry | undefined {
  const matches = PHONE_COUNTRIES.filter((country) => digits.startsWith(country.callingCode));
  return (
    matches.find((country) => country.code === current) ??
    matches.find((country) => country.code === 'US') ??
    matches[0]
  );
}

/** A number written with its international prefix and a listed code: that country and the digits after it. */
export function readInternationalPhone(
  text: string,
  current: PhoneCountryCode,
): { country: PhoneCountryCode; nationalDigits: string } | undefined {
  const prefix = INTERNATIONAL.exec(text);
  if (!prefix) return undefined;
  const rest = text.slice(prefix[0].length).replace(SEPARATORS, '');
  if (!/^\d*$/.test(rest)) return undefined;
  const country = countryOfCallingDigits(rest, current);
  if (!country) return undefined;
  return { country: country.code, nationalDigits: rest.slice(country.callingCode.length) };
}

/** After the number changed by typing: the country its +code names, the number as typed. */
export function phoneAfterTyping(current: PhoneInput, typed: string): PhoneInput {
  const international = readInternationalPhone(typed, current.country);
  return { country: international?.country ?? current.country, number: typed };
}

/**
 * After a paste into the number: a number with a listed +code (or 00 code) becomes that country and
 * its digits; `undefined` for any other text (the browser inserts it as it is).
 */
export function phoneAfterPaste(current: PhoneInput, pasted: string): PhoneInput | undefined {
  const international = readInternationalPhone(pasted.trim(), current.country);
  if (!international) return undefined;
  return { country: international.country, number: international.nationalDigits };
}

/**
 * The digits of a national number as its country counts them: its own +code (or 00 code) and one
 * trunk prefix (a leading 0; the 1 of a +1 number) left out. An Indian trunk 0 counts as one only
 * in front of 10 digits (09876543210 is 9876543210).
 */
export function nationalDigitCount({ country, number }: PhoneInput): number {
  const listed = phoneCountry(country);
  const international = readInternationalPhone(number, country);
  let digits =
    international && international.country === listed?.code
      ? international.nationalDigits
      : number.replace(/\D/g, '');
  const trunk = listed?.callingCode === '1' ? '1' : '0';
  const maxDigits = listed?.maxDigits ?? 0;
  if (digits.startsWith(trunk) && (country !== DEFAULT_PHONE_COUNTRY || digits.length === maxDigits + 1)) {
    digits = digits.slice(1);
  }
  return digits.length;
}

/** The message for a number with more digits than its country's numbers have, if it has. */
export function phoneTooLong(input: PhoneInput): string | undefined {
  const listed = phoneCountry(input.country);
  if (!listed) return undefined;
  const digits = nationalDigitCount(input);
  return digits > listed.maxDigits ? phoneMessages.tooLong(listed, digits) : undefined;
}
