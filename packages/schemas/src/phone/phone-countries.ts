/**
 * The countries a phone number may come from: India first (the default), then every country the
 * Global Access form lists and the UAE, by name. Plain data (no zod, no phone metadata), so a form's
 * first screen can draw the country selector and say at once when a number is too long;
 * `phone-countries.test.ts` checks each calling code, and each `maxDigits` (the most digits a national
 * number there has, after its calling code and without a trunk 0: India the specs' 10, every other
 * country the longest of its numbering plan), against libphonenumber's metadata.
 */
export const PHONE_COUNTRIES = [
  { code: 'IN', name: 'India', callingCode: '91', maxDigits: 10 },
  { code: 'AU', name: 'Australia', callingCode: '61', maxDigits: 12 },
  { code: 'AT', name: 'Austria', callingCode: '43', maxDigits: 13 },
  { code: 'BH', name: 'Bahrain', callingCode: '973', maxDigits: 8 },
  { code: 'BD', name: 'Bangladesh', callingCode: '880', maxDigits: 10 },
  { code: 'BE', name: 'Belgium', callingCode: '32', maxDigits: 9 },
  { code: 'BR', name: 'Brazil', callingCode: '55', maxDigits: 11 },
  { code: 'CA', name: 'Canada', callingCode: '1', maxDigits: 10 },
  { code: 'CN', name: 'China', callingCode: '86', maxDigits: 12 },
  { code: 'DK', name: 'Denmark', callingCode: '45', maxDigits: 8 },
  { code: 'EG', name: 'Egypt', callingCode: '20', maxDigits: 10 },
  { code: 'FI', name: 'Finland', callingCode: '358', maxDigits: 12 },
  { code: 'FR', name: 'France', callingCode: '33', maxDigits: 9 },
  { code: 'DE', name: 'Germany', callingCode: '49', maxDigits: 15 },
  { code: 'HK', name: 'Hong Kong', callingCode: '852', maxDigits: 11 },
  { code: 'ID', name: 'Indonesia', callingCode: '62', maxDigits: 17 },
  { code: 'IE', name: 'Ireland', callingCode: '353', maxDigits: 10 },
  { code: 'IL', name: 'Israel', callingCode: '972', maxDigits: 12 },
  { code: 'IT', name: 'Italy', callingCode: '39', maxDigits: 12 },
  { code: 'JP', name: 'Japan', callingCode: '81', maxDigits: 17 },
  { code: 'KE', name: 'Kenya', callingCode: '254', maxDigits: 10 },
  { code: 'KW', name: 'Kuwait', callingCode: '965', maxDigits: 8 },
  { code: 'MY', name: 'Malaysia', callingCode: '60', maxDigits: 10 },
  { code: 'MU', name: 'Mauritius', callingCode: '230', maxDigits: 10 },
  { code: 'MX', name: 'Mexico', callingCode: '52', maxDigits: 10 },
  { code: 'NP', name: 'Nepal', callingCode: '977', maxDigits: 11 },
  { code: 'NL', name: 'Netherlands', callingCode: '31', maxDigits: 11 },
  { code: 'NZ', name: 'New Zealand', callingCode: '64', maxDigits: 10 },
  { code: 'NG', name: 'Nigeria', callingCode: '234', maxDigits: 14 },
  { code: 'NO', name: 'Norway', callingCode: '47', maxDigits: 8 },
  { code: 'OM', name: 'Oman', callingCode: '968', maxDigits: 9 },
  { code: 'PH', name: 'Philippines', callingCode: '63', maxDigits: 13 },
  { code: 'QA', name: 'Qatar', callingCode: '974', maxDigits: 11 },
  { code: 'SA', name: 'Saudi Arabia', callingCode: '966', maxDigits: 10 },
  { code: 'SG', name: 'Singapore', callingCode: '65', maxDigits: 11 },
  { code: 'ZA', name: 'South Africa', callingCode: '27', maxDigits: 10 },
  { code: 'KR', name: 'South Korea', callingCode: '82', maxDigits: 14 },
  { code: 'ES', name: 'Spain', callingCode: '34', maxDigits: 9 },
  { code: 'LK', name: 'Sri Lanka', callingCode: '94', maxDigits: 9 },
  { code: 'SE', name: 'Sweden', callingCode: '46', maxDigits: 12 },
  { code: 'CH', name: 'Switzerland', callingCode: '41', maxDigits: 12 },
  { code: 'AE', name: 'United Arab Emirates', callingCode: '971', maxDigits: 12 },
  { code: 'GB', name: 'United Kingdom', callingCode: '44', maxDigits: 10 },
  { code: 'US', name: 'United States', callingCode: '1', maxDigits: 10 },
] as const;

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
export type PhoneCountryCode = PhoneCountry['code'];

/** ISO codes of `PHONE_COUNTRIES`, in its order (for the form schema's enum). */
export const PHONE_COUNTRY_CODES = PHONE_COUNTRIES.map((country) => country.code) as unknown as readonly [
  PhoneCountryCode,
  ...PhoneCountryCode[],
];

/** India: first in the list and the default of every form but the UAE pages'. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountryCode = 'IN';
/** The default of the UAE pages (sign-up and enquiry). */
export const UAE_PHONE_COUNTRY: PhoneCountryCode = 'AE';

const BY_CODE = new Map<string, PhoneCountry>(PHONE_COUNTRIES.map((country) => [country.code, country]));

export const phoneCountry = (code: string): PhoneCountry | undefined => BY_CODE.get(code);

/** What a phone field holds in a form: the country chosen and the number as typed. */
export interface PhoneInput {
  country: PhoneCountryCode;
  number: string;
}
