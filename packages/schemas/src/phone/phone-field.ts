/**
 * The phone number of every form and every request, defined once.
 *
 * On the wire (`phone` of every call that takes one): an Indian number is its 10 national digits
 * ('9876543210'), as the specs send it; a number of any other country is E.164 ('+971501234567').
 * In a form the field holds `{ country, number }` (the country selector and the number as typed);
 * its schema checks the number against the country's rules (libphonenumber-js, smallest metadata)
 * and outputs the value on the wire.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { preprocess } from '../common/preprocess.ts';
import { PHONE_MAX_DIGITS } from '../constants/limits.ts';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRY_CODES,
  type PhoneInput,
  phoneCountry,
} from './phone-countries.ts';
import { type PhoneFieldMessages, phoneMessages } from './phone-messages.ts';

type Checked = { ok: true; value: string } | { ok: false; message: string };

const INDIAN_DIGITS = /^\d+$/;
/** Digits with the usual separators, and a leading + (the country's own calling code). */
const INTERNATIONAL_CHARACTERS = /^\+?[\d\s().-]+$/;
const E164 = /^\+[1-9]\d{6,14}$/;

function checkIndian(number: string, messages: PhoneFieldMessages): Checked {
  if (!INDIAN_DIGITS.test(number)) return { ok: false, message: messages.digitsOnly };
  if (number.length !== PHONE_MAX_DIGITS) return { ok: false, message: phoneMessages.indianLength };
  if (!parsePhoneNumberFromString(number, 'IN')?.isValid()) {
    return { ok: false, message: phoneMessages.invalidFor('India') };
  }
  return { ok: true, value: number };
}

/** A number typed for `country`: its value on the wire, or the message that says what is wrong. */
export function checkPhoneInput(
  { country, number: typed }: PhoneInput,
  messages: PhoneFieldMessages,
): Checked {
  const number = typed.trim();
  if (number === '') return { ok: false, message: messages.required };
  if (country === DEFAULT_PHONE_COUNTRY) return checkIndian(number, messages);
  if (!INTERNATIONAL_CHARACTERS.test(number)) return { ok: false, message: messages.digitsOnly };
  const listed = phoneCountry(country);
  const parsed = parsePhoneNumberFromString(number, country as CountryCode);
  if (!listed || !parsed?.isValid() || parsed.countryCallingCode !== listed.callingCode) {
    return { ok: false, message: phoneMessages.invalidFor(listed?.name ?? country) };
  }
  return { ok: true, value: parsed.number };
}

/** `{ country, number }`; a missing field gives the form's required message. */
const phoneInputObject = (messages: PhoneFieldMessages, optional: boolean) =>
  z
    .object(
      {
        country: z.enum(PHONE_COUNTRY_CODES, { error: phoneMessages.countryRequired }),
        number: z.string({ error: messages.required }),
      },
      { error: messages.required },
    )
    .check(
      z.superRefine((input: PhoneInput, ctx) => {
        if (optional && input.number.trim() === '') return;
        const checked = checkPhoneInput(input, messages);
        if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['number'], message: checked.message });
      }),
    );

const wireValue = (input: PhoneInput): string => {
  const checked = checkPhoneInput(input, { required: '', digitsOnly: '' });
  return checked.ok ? checked.value : '';
};

/** A form's required phone: `{ country, number }` in, the value on the wire out. Errors sit on `number`. */
export const phoneInputField = (messages: PhoneFieldMessages) =>
  z.pipe(phoneInputObject(messages, false), z.transform(wireValue));

/** A form's optional phone (the UAE sign-up): an empty number (or none) gives `undefined`. */
export const optionalPhoneInputField = (messages: PhoneFieldMessages) =>
  z.optional(
    z.pipe(
      phoneInputObject(messages, true),
      z.transform((input): string | undefined => (input.number.trim() === '' ? undefined : wireValue(input))),
    ),
  );

const WIRE_DESCRIPTION =
  'An Indian number as its 10 national digits (9876543210); a number of any other country in E.164 (+971501234567).';

function checkWire(value: string, messages: PhoneFieldMessages): Checked {
  if (!value.startsWith('+')) return checkIndian(value, messages);
  if (!E164.test(value) || !parsePhoneNumberFromString(value)?.isValid()) {
    return { ok: false, message: phoneMessages.invalidInternational };
  }
  return { ok: true, value };
}

const wirePhone = (messages: PhoneFieldMessages) =>
  z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, { error: messages.required }),
    z.superRefine((value, ctx) => {
      const checked = checkWire(value, messages);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
    }),
    z.meta({ description: WIRE_DESCRIPTION }),
  );

/** A request's required `phone`: 10 Indian digits, or E.164 for any other country. */
export const apiPhoneField = (messages: PhoneFieldMessages) => wirePhone(messages);

/** A request's optional `phone`: empty or blank means absent. */
export const optionalApiPhoneField = (messages: PhoneFieldMessages) =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(wirePhone(messages)),
  );
