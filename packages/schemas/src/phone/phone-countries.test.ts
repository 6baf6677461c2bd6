import { type CountryCode, getCountryCallingCode, Metadata } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { EMIRATES, GLOBAL_COUNTRIES, PHONE_MAX_DIGITS } from '../constants/index.ts';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, UAE_PHONE_COUNTRY } from './phone-countries.ts';
import { formatApiPhone, phoneDraftOf, phoneInputFromApi } from './phone-value.ts';

describe('phone countries', () => {
  it('put India first (the default); the UAE pages default to the UAE', () => {
    expect(PHONE_COUNTRIES[0]).toEqual({ code: 'IN', name: 'India', callingCode: '91', maxDigits: 10 });
    expect(DEFAULT_PHONE_COUNTRY).toBe('IN');
    expect(UAE_PHONE_COUNTRY).toBe('AE');
    expect(EMIRATES.length).toBeGreaterThan(0);
  });

  it('cover every country the Global Access form sells to, and the UAE, by name after India', () => {
    const names = PHONE_COUNTRIES.map((country) => country.name);
    expect(names.slice(1)).toEqual(
      [...GLOBAL_COUNTRIES, 'United Arab Emirates'].sort((a, b) => a.localeCompare(b)),
    );
    for (const name of ['United States', 'United Kingdom', 'Singapore', 'Saudi Arabia', 'Nigeria', 'Nepal']) {
      expect(names).toContain(name);
    }
  });

  it.each(PHONE_COUNTRIES.map((country) => [country.name, country] as const))(
    '%s has its calling code from the phone metadata',
    (_name, country) => {
      expect(getCountryCallingCode(country.code)).toBe(country.callingCode);
    },
  );

  it.each(PHONE_COUNTRIES.map((country) => [country.name, country] as const))(
    '%s says its longest national number as the phone metadata does (India: the specs’ 10)',
    (_name, country) => {
      const plans = new Metadata();
      plans.selectNumberingPlan(country.code as CountryCode);
      const longest = Math.max(...(plans.numberingPlan?.possibleLengths() ?? []));
      expect(country.maxDigits).toBe(country.code === 'IN' ? PHONE_MAX_DIGITS : longest);
    },
  );
});

describe('a stored phone read back into a form', () => {
  it.each([
    ['9876543210', 'IN', { country: 'IN', number: '9876543210' }],
    ['+971501234567', 'IN', { country: 'AE', number: '501234567' }],
    ['+12024561111', 'IN', { country: 'US', number: '2024561111' }],
    ['+14165550123', 'CA', { country: 'CA', number: '4165550123' }],
    ['+447911123456', 'AE', { country: 'GB', number: '7911123456' }],
    ['', 'AE', { country: 'AE', number: '' }],
    [null, 'IN', { country: 'IN', number: '' }],
    ['+999123', 'AE', { country: 'AE', number: '+999123' }],
  ] as const)('%j (form default %s)', (value, fallback, input) => {
    expect(phoneInputFromApi(value, fallback)).toEqual(input);
  });

  it('is written with its calling code', () => {
    expect(formatApiPhone('9876543210')).toBe('+91 9876543210');
    expect(formatApiPhone('+971501234567')).toBe('+971 501234567');
    expect(formatApiPhone(null)).toBe('');
  });
});

describe("a phone kept as typed (a dialog's draft)", () => {
  it.each([
    [{ country: 'IN', number: '98765' }],
    [{ country: 'AE', number: '50123' }],
    [{ country: 'GB', number: '7911123456' }],
    [{ country: 'IN', number: '' }],
  ] as const)('%j reads back as typed', (input) => {
    expect(phoneInputFromApi(phoneDraftOf(input))).toEqual(input);
  });
});
