import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { membershipPhoneMessages } from '../membership/fields.ts';
import { apiPhoneField, optionalApiPhoneField } from './api-phone.ts';
import { optionalPhoneInputField, phoneInputField } from './phone-field.ts';
import { phoneMessages } from './phone-messages.ts';

const field = phoneInputField(membershipPhoneMessages);
const wire = apiPhoneField(membershipPhoneMessages);

function outcome(
  schema: z.ZodMiniType,
  input: unknown,
): { value: unknown } | { message: string; path: string } {
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  return { message: issue?.message ?? '', path: issue?.path.join('.') ?? '' };
}

describe('a form phone: a country and the number, out as the value on the wire', () => {
  it.each([
    ['an Indian mobile, as its 10 digits', { country: 'IN', number: '9876543210' }, '9876543210'],
    ['an Indian number with spaces around', { country: 'IN', number: ' 9812345678 ' }, '9812345678'],
    ['a UAE mobile, as E.164', { country: 'AE', number: '50 123 4567' }, '+971501234567'],
    ['a UAE mobile with its trunk 0', { country: 'AE', number: '050-123-4567' }, '+971501234567'],
    ['a UAE mobile typed with its own +971', { country: 'AE', number: '+971 50 123 4567' }, '+971501234567'],
    ['a US number', { country: 'US', number: '(202) 456-1111' }, '+12024561111'],
    ['a UK mobile', { country: 'GB', number: '07911 123456' }, '+447911123456'],
    ['a Singapore mobile', { country: 'SG', number: '8123 4567' }, '+6581234567'],
    ['an Indian number typed with its +91', { country: 'IN', number: '+919876543210' }, '9876543210'],
    [
      'an Indian number typed with +91 and a space',
      { country: 'IN', number: '+91 9876543210' },
      '9876543210',
    ],
    ['an Indian number typed with 0091', { country: 'IN', number: '00919876543210' }, '9876543210'],
    [
      'an Indian mobile with its trunk 0 (the 0 dropped)',
      { country: 'IN', number: '09876543210' },
      '9876543210',
    ],
    ['a UAE mobile typed with 00971', { country: 'AE', number: '00971 50 123 4567' }, '+971501234567'],
    ['a US number typed with +1', { country: 'US', number: '+1 415 555 0123' }, '+14155550123'],
  ])('accepts %s', (_case, input, value) => {
    expect(outcome(field, input)).toEqual({ value });
  });

  it.each([
    ['an empty number', { country: 'IN', number: '' }, membershipPhoneMessages.required],
    ['a blank number', { country: 'AE', number: '   ' }, membershipPhoneMessages.required],
    ['letters in an Indian number', { country: 'IN', number: '98x7654321' }, 'Only number is allow'],
    [
      'spaces in an Indian number (digits only)',
      { country: 'IN', number: '98765 43210' },
      'Only number is allow',
    ],
    ['9 Indian digits', { country: 'IN', number: '987654321' }, phoneMessages.indianLength],
    [
      '11 Indian digits (never cut to 10)',
      { country: 'IN', number: '98765432101' },
      'An Indian number has 10 digits; this one has 11.',
    ],
    [
      'an Indian number with its trunk 0 and one digit too many',
      { country: 'IN', number: '098765432101' },
      'An Indian number has 10 digits; this one has 12.',
    ],
    [
      'a 10-digit Indian number that starts with 0',
      { country: 'IN', number: '0987654321' },
      phoneMessages.invalidFor('India'),
    ],
    [
      'another country’s code on an Indian number',
      { country: 'IN', number: '+971501234567' },
      phoneMessages.invalidFor('India'),
    ],
    [
      'a UAE number longer than any in the UAE',
      { country: 'AE', number: '50 123 4567 8901' },
      'Too long for United Arab Emirates (+971): at most 12 digits, this one has 13.',
    ],
    [
      'a US number with an extra digit, typed with its +1',
      { country: 'US', number: '+1 415 555 01234' },
      'Too long for United States (+1): at most 10 digits, this one has 11.',
    ],
    [
      'a UK number with an extra digit after its trunk 0',
      { country: 'GB', number: '07911 1234567' },
      'Too long for United Kingdom (+44): at most 10 digits, this one has 11.',
    ],
    ['letters in a UAE number', { country: 'AE', number: '50 12ab 4567' }, 'Only number is allow'],
    ['junk', { country: 'US', number: 'call me' }, 'Only number is allow'],
    [
      'a UAE number too short',
      { country: 'AE', number: '50 12' },
      phoneMessages.invalidFor('United Arab Emirates'),
    ],
    [
      'a US number that cannot exist',
      { country: 'US', number: '555 123 4567' },
      phoneMessages.invalidFor('United States'),
    ],
    [
      'another country’s number',
      { country: 'AE', number: '+44 7911 123456' },
      phoneMessages.invalidFor('United Arab Emirates'),
    ],
  ])('refuses %s, on the number', (_case, input, message) => {
    expect(outcome(field, input)).toEqual({ message, path: 'number' });
  });

  it('refuses a country not on the list, and a missing field with the form’s required message', () => {
    expect(outcome(field, { country: 'XX', number: '501234567' })).toEqual({
      message: phoneMessages.countryRequired,
      path: 'country',
    });
    expect(outcome(field, undefined)).toEqual({ message: 'Phone Number is required', path: '' });
  });

  it('an optional phone may be empty, and is checked when given', () => {
    const optional = optionalPhoneInputField(membershipPhoneMessages);
    expect(outcome(optional, { country: 'AE', number: ' ' })).toEqual({ value: undefined });
    expect(outcome(optional, { country: 'AE', number: '501234567' })).toEqual({ value: '+971501234567' });
    expect(outcome(optional, { country: 'AE', number: '12ab' })).toEqual({
      message: 'Only number is allow',
      path: 'number',
    });
  });
});

describe('the phone on the wire (every request that takes one)', () => {
  it('takes 10 Indian digits or E.164', () => {
    expect(outcome(wire, '9876543210')).toEqual({ value: '9876543210' });
    expect(outcome(wire, '+971501234567')).toEqual({ value: '+971501234567' });
    expect(outcome(wire, '+12024561111')).toEqual({ value: '+12024561111' });
  });

  it.each([
    ['', 'Phone Number is required'],
    ['98x7654321', 'Only number is allow'],
    ['98765', phoneMessages.indianLength],
    ['+971 50 123 4567', phoneMessages.invalidInternational],
    ['+97150', phoneMessages.invalidInternational],
  ])('refuses %j with %j', (value, message) => {
    expect(outcome(wire, value)).toEqual({ message, path: '' });
  });

  it('an optional one reads empty as absent', () => {
    expect(outcome(optionalApiPhoneField(membershipPhoneMessages), '')).toEqual({ value: undefined });
  });

  it('what a form outputs, the wire accepts', () => {
    for (const input of [
      { country: 'IN', number: '9812345678' },
      { country: 'AE', number: '050 123 4567' },
      { country: 'GB', number: '07911 123456' },
      { country: 'US', number: '202-456-1111' },
    ]) {
      const sent = field.parse(input);
      expect(wire.parse(sent)).toBe(sent);
    }
  });
});
