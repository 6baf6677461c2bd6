/**
 * The countries a phone number may come from: India first (the default), then every country the
 * Global Access form lists and the UAE, by name. Plain data (no zod, no phone metadata), so a form's
 * first screen can draw the country selector; `phone-countries.test.ts` checks each calling code
 * against libphonenumber's metadata.
 */
export const PHONE_COUNTRIES = [
  { code: 'IN', name: 'India', callingCode: '91' },
  { code: 'AU', name: 'Australia', callingCode: '61' },
  { code: 'AT', name: 'Austria', callingCode: '43' },
  { code: 'BH', name: 'Bahrain', callingCode: '973' },
  { code: 'BD', name: 'Bangladesh', callingCode: '880' },
  { code: 'BE', name: 'Belgium', callingCode: '32' },
  { code: 'BR', name: 'Brazil', callingCode: '55' },
  { code: 'CA', name: 'Canada', callingCode: '1' },
  { code: 'CN', name: 'China', callingCode: '86' },
  { code: 'DK', name: 'Denmark', callingCode: '45' },
  { code: 'EG', name: 'Egypt', callingCode: '20' },
  { code: 'FI', name: 'Finland', callingCode: '358' },
  { code: 'FR', name: 'France', callingCode: '33' },
  { code: 'DE', name: 'Germany', callingCode: '49' },
  { code: 'HK', name: 'Hong Kong', callingCode: '852' },
  { code: 'ID', name: 'Indonesia', callingCode: '62' },
  { code: 'IE', name: 'Ireland', callingCode: '353' },
  { code: 'IL', name: 'Israel', callingCode: '972' },
  { code: 'IT', name: 'Italy', callingCode: '39' },
  { code: 'JP', name: 'Japan', callingCode: '81' },
  { code: 'KE', name: 'Kenya', callingCode: '254' },
  { code: 'KW', name: 'Kuwait', callingCode: '965' },
  { code: 'MY', name: 'Malaysia', callingCode: '60' },
  { code: 'MU', name: 'Mauritius', callingCode: '230' },
  { code: 'MX', name: 'Mexico', callingCode: '52' },
  { code: 'NP', name: 'Nepal', callingCode: '977' },
  { code: 'NL', name: 'Netherlands', callingCode: '31' },
  { code: 'NZ', name: 'New Zealand', callingCode: '64' },
  { code: 'NG', name: 'Nigeria', callingCode: '234' },
  { code: 'NO', name: 'Norway', callingCode: '47' },
  { code: 'OM', name: 'Oman', callingCode: '968' },
  { code: 'PH', name: 'Philippines', callingCode: '63' },
  { code: 'QA', name: 'Qatar', callingCode: '974' },
  { code: 'SA', name: 'Saudi Arabia', callingCode: '966' },
  { code: 'SG', name: 'Singapore', callingCode: '65' },
  { code: 'ZA', name: 'South Africa', callingCode: '27' },
  { code: 'KR', name: 'South Korea', callingCode: '82' },
  { code: 'ES', name: 'Spain', callingCode: '34' },
  { code: 'LK', name: 'Sri Lanka', callingCode: '94' },
  { code: 'SE', name: 'Sweden', callingCode: '46' },
  { code: 'CH', name: 'Switzerland', callingCode: '41' },
  { code: 'AE', name: 'United Arab Emirates', callingCode: '971' },
  { code: 'GB', name: 'United Kingdom', callingCode: '44' },
  { code: 'US', name: 'United States', callingCode: '1' },
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
