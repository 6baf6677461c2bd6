/**
 * The phone number on the wire, read back into a form (no zod, no phone metadata, so a form's first
 * screen can use it). The format itself is defined by `apiPhoneField` (phone-field.ts): an Indian
 * number is its 10 national digits, any other number E.164 (`+971501234567`).
 */
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  type PhoneCountryCode,
  type PhoneInput,
  phoneCountry,
} from './phone-countries.ts';

/** `+1` is shared by the United States and Canada: without a hint, the United States. */
const SHARED_CODE_DEFAULT: Partial<Record<string, PhoneCountryCode>> = { '1': 'US' };

/** The country of an E.164 number by its calling code (`fallback` wins a shared code), if listed. */
function countryOfInternational(digits: string, fallback: PhoneCountryCode): PhoneCountryCode | undefined {
  const matches = PHONE_COUNTRIES.filter((country) => digits.startsWith(country.callingCode));
  const longest = Math.max(0, ...matches.map((country) => country.callingCode.length));
  const best = matches.filter((country) => country.callingCode.length === longest);
  if (best.length === 0) return undefined;
  if (best.some((country) => country.code === fallback)) return fallback;
  const callingCode = best[0]?.callingCode ?? '';
  return SHARED_CODE_DEFAULT[callingCode] ?? best[0]?.code;
}

/**
 * A stored phone (profile, last submitted details) as a form's country and number: no `+` means an
 * Indian number; `+` and a listed calling code give that country and the rest; nothing gives the
 * form's default country and an empty number.
 */
export function phoneInputFromApi(
  value: string | null | undefined,
  fallback: PhoneCountryCode = DEFAULT_PHONE_COUNTRY,
): PhoneInput {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return { country: fallback, number: '' };
  if (!trimmed.startsWith('+')) return { country: DEFAULT_PHONE_COUNTRY, number: trimmed };
  const digits = trimmed.slice(1).replace(/\D/g, '');
  const country = countryOfInternational(digits, fallback);
  if (country === undefined) return { country: fallback, number: trimmed };
  return { country, number: digits.slice(phoneCountry(country)?.callingCode.length ?? 0) };
}

/** A stored phone for reading: '+91 9876543210', '+971 501234567'. */
export function formatApiPhone(value: string | null | undefined): string {
  const { country, number } = phoneInputFromApi(value);
  if (number === '') return '';
  if (number.startsWith('+')) return number;
  return `+${phoneCountry(country)?.callingCode ?? ''} ${number}`;
}

/**
 * A phone as typed, as one string that `phoneInputFromApi` reads back (a dialog's kept draft): an
 * Indian number as typed, another country's with its calling code in front.
 */
export function phoneDraftOf({ country, number }: PhoneInput): string {
  const typed = number.trim();
  if (typed === '' || country === DEFAULT_PHONE_COUNTRY || typed.startsWith('+')) return typed;
  return `+${phoneCountry(country)?.callingCode ?? ''}${typed}`;
}
