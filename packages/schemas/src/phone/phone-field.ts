/**
 * The phone number of every form, defined once. The field holds `{ country, number }` (the country
 * selector and the number as typed); its schema checks the number against the country's rules
 * (libphonenumber-js, smallest metadata: it loads with the form's schema, never on a page's first
 * screen) and outputs the value on the wire (`api-phone.ts`): an Indian number as its 10 digits, any
 * other in E.164.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { PHONE_MAX_DIGITS } from '../constants/limits.ts';
import { checkIndianDigits, type PhoneCheck } from './api-phone.ts';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRY_CODES,
  type PhoneInput,
  phoneCountry,
} from './phone-countries.ts';
import { type PhoneFieldMessages, phoneMessages } from './phone-messages.ts';
import { phoneTooLong, readInternationalPhone } from './phone-typing.ts';

/** Digits with the usual separators, and a leading + (the country's own calling code). */
const INTERNATIONAL_CHARACTERS = /^\+?[\d\s().-]+$/;
/** India's own code in front of its number: +91 or 0091, and a space or dash after it. */
const INDIAN_CODE = /^(?:\+|00)91[\s-]?/;

/**
 * An Indian number: digits only (the specs), which may follow its own +91 and a trunk 0
 * (09876543210 is 9876543210); more than 10 digits is too long, fewer is the specs' length message.
 */
function checkIndian(typed: string, messages: PhoneFieldMessages): PhoneCheck {
  const number = typed.replace(INDIAN_CODE, '');
  if (/^(?:\+|00)/.test(number)) return { ok: false, message: phoneMessages.invalidFor('India') };
  if (!/^\d+$/.test(number)) return { ok: false, message: messages.digitsOnly };
  const tooLong = phoneTooLong({ country: DEFAULT_PHONE_COUNTRY, number });
  if (tooLong) return { ok: false, message: tooLong };
  const national = number.length === PHONE_MAX_DIGITS + 1 ? number.slice(1) : number;
  const wire = checkIndianDigits(national, messages);
  if (wire.ok && !parsePhoneNumberFromString(national, 'IN')?.isValid()) {
    return { ok: false, message: phoneMessages.invalidFor('India') };
  }
  return wire;
}

/** A number typed for `country`: its value on the wire, or the message that says what is wrong. */
export function checkPhoneInput(
  { country, number: typed }: PhoneInput,
  messages: PhoneFieldMessages,
): PhoneCheck {
  const number = typed.trim();
  if (number === '') return { ok: false, message: messages.required };
  if (country === DEFAULT_PHONE_COUNTRY) return checkIndian(number, messages);
  if (!INTERNATIONAL_CHARACTERS.test(number.replace(/^00/, '+'))) {
    return { ok: false, message: messages.digitsOnly };
  }
  const listed = phoneCountry(country);
  const tooLong = phoneTooLong({ country, number });
  if (tooLong) return { ok: false, message: tooLong };
  const international = readInternationalPhone(number, country);
  // A 00 code is read as +: the field's country decides, whatever its own international prefix.
  const written = international ? `+${listed?.callingCode ?? ''}${international.nationalDigits}` : number;
  const parsed =
    international && international.country !== country
      ? undefined
      : parsePhoneNumberFromString(written, country as CountryCode);
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
