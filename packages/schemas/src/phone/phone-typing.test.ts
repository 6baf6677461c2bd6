import { describe, expect, it } from 'vitest';
import { membershipPhoneMessages } from '../membership/fields.ts';
import { PHONE_COUNTRIES, phoneCountry } from './phone-countries.ts';
import { optionalPhoneInputField, phoneInputField } from './phone-field.ts';
import { phoneMessages } from './phone-messages.ts';
import { nationalDigitCount, phoneAfterPaste, phoneAfterTyping, phoneTooLong } from './phone-typing.ts';

const INDIA = { country: 'IN', number: '' } as const;

describe('a number pasted into the phone field', () => {
  it.each([
    ['+971501234567', INDIA, { country: 'AE', number: '501234567' }],
    ['+971 50 123 4567', INDIA, { country: 'AE', number: '501234567' }],
    ['00971 50 123 4567', INDIA, { country: 'AE', number: '501234567' }],
    ['  +971-50-123-4567 ', INDIA, { country: 'AE', number: '501234567' }],
    ['+1 415 555 0123', INDIA, { country: 'US', number: '4155550123' }],
    ['+1 (416) 555-0123', { country: 'CA', number: '' }, { country: 'CA', number: '4165550123' }],
    ['+44 7911 123456', { country: 'AE', number: '50' }, { country: 'GB', number: '7911123456' }],
    ['+91 98765 43210', { country: 'AE', number: '' }, { country: 'IN', number: '9876543210' }],
    // Too long: every digit kept, the length rule says so.
    ['+971 50 123 4567 8901', INDIA, { country: 'AE', number: '5012345678901' }],
  ] as const)('%j with %j selected gives %j', (pasted, current, phone) => {
    expect(phoneAfterPaste(current, pasted)).toEqual(phone);
  });

  it.each([['98765 43210'], ['9876543210'], ['+999 123 456'], ['+971 call me'], ['hello']])(
    '%j is left to the browser to insert as it is',
    (pasted) => {
      expect(phoneAfterPaste(INDIA, pasted)).toBeUndefined();
    },
  );

  it('+971501234567 pasted with India selected is sent as the UAE number', () => {
    const pasted = phoneAfterPaste(INDIA, '+971501234567');
    expect(pasted && phoneInputField(membershipPhoneMessages).parse(pasted)).toBe('+971501234567');
  });
});

describe('a number typed into the phone field', () => {
  it('selects the country once its +code is complete, and keeps what is typed', () => {
    const steps = ['+', '+9', '+97', '+971', '+971 5', '+971 50 123 4567'];
    const countries = steps.map((typed) => phoneAfterTyping(INDIA, typed).country);
    expect(countries).toEqual(['IN', 'IN', 'IN', 'AE', 'AE', 'AE']);
    expect(phoneAfterTyping(INDIA, '+971 50 123 4567')).toEqual({
      country: 'AE',
      number: '+971 50 123 4567',
    });
  });

  it.each([
    ['00971501234567', INDIA, 'AE'],
    ['+1 415', INDIA, 'US'],
    ['+1 416', { country: 'CA', number: '' }, 'CA'],
    ['+44', { country: 'AE', number: '' }, 'GB'],
    ['+91', { country: 'AE', number: '' }, 'IN'],
    ['9876543210', { country: 'AE', number: '' }, 'AE'],
    ['0501234567', { country: 'AE', number: '' }, 'AE'],
    ['+999', INDIA, 'IN'],
  ] as const)('%j with %j selected keeps every character and selects %s', (typed, current, country) => {
    expect(phoneAfterTyping(current, typed)).toEqual({ country, number: typed });
  });
});

describe('a number too long for its country', () => {
  it.each([
    [{ country: 'IN', number: '98765432101' }, 11],
    [{ country: 'IN', number: '09876543210' }, 10],
    [{ country: 'IN', number: '+91 98765 43210' }, 10],
    [{ country: 'AE', number: '050 123 4567' }, 9],
    [{ country: 'AE', number: '+971 50 123 4567' }, 9],
    [{ country: 'US', number: '1 (415) 555-0123' }, 10],
    [{ country: 'GB', number: '07911 123456' }, 10],
  ] as const)('%j counts %i national digits', (input, digits) => {
    expect(nationalDigitCount(input)).toBe(digits);
  });

  it('is refused with a message naming the country, its most digits and the count, never cut', () => {
    expect(phoneTooLong({ country: 'IN', number: '98765432101' })).toBe(
      'An Indian number has 10 digits; this one has 11.',
    );
    expect(phoneTooLong({ country: 'AE', number: '5012345678901' })).toBe(
      'Too long for United Arab Emirates (+971): at most 12 digits, this one has 13.',
    );
    expect(phoneTooLong({ country: 'SG', number: '8123 4567 1234' })).toBe(
      phoneMessages.tooLong(phoneCountry('SG') ?? PHONE_COUNTRIES[0], 12),
    );
    expect(phoneTooLong({ country: 'IN', number: '9876543210' })).toBeUndefined();
    expect(phoneTooLong({ country: 'IN', number: '987654321' })).toBeUndefined();
  });

  it.each(PHONE_COUNTRIES.map((country) => [country.name, country] as const))(
    '%s: one digit past its longest is refused on submit with the same message',
    (_name, country) => {
      const number = '9'.repeat(country.maxDigits + 1);
      const message = phoneMessages.tooLong(country, country.maxDigits + 1);
      expect(phoneTooLong({ country: country.code, number })).toBe(message);
      const result = optionalPhoneInputField(membershipPhoneMessages).safeParse({
        country: country.code,
        number,
      });
      expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
    },
  );
});
