/**
 * The phone on the wire, defined once: `phone` of every call that takes one. An Indian number is its
 * 10 national digits ('9876543210'), as the specs send it; a number of any other country is E.164
 * ('+971501234567'). However the number was typed or pasted, it is sent in this form: a form's field
 * (`phone-field.ts`) takes its country from a +code or 00 code written in front of the number
 * ('+971 50 123 4567' pasted with India chosen is sent as '+971501234567'), drops an Indian number's
 * own +91 and its trunk 0 ('09876543210' is sent as '9876543210'), and refuses a number with more
 * digits than its country's numbers have (an 11-digit Indian one among them) rather than cutting it.
 * This side checks the shape only (no phone metadata, so a page whose endpoint table names these calls
 * does not load it); the forms check each country's rules, and what they output passes here.
 */
import * as z from 'zod/mini';
import { preprocess } from '../common/preprocess.ts';
import { PHONE_MAX_DIGITS } from '../constants/limits.ts';
import { type PhoneFieldMessages, phoneMessages } from './phone-messages.ts';

export type PhoneCheck = { ok: true; value: string } | { ok: false; message: string };

const INDIAN_DIGITS = /^\d+$/;
const E164 = /^\+[1-9]\d{6,14}$/;

/** An Indian number on the wire: digits only, then exactly 10 of them. */
export function checkIndianDigits(number: string, messages: PhoneFieldMessages): PhoneCheck {
  if (!INDIAN_DIGITS.test(number)) return { ok: false, message: messages.digitsOnly };
  if (number.length !== PHONE_MAX_DIGITS) return { ok: false, message: phoneMessages.indianLength };
  return { ok: true, value: number };
}

function checkWire(value: string, messages: PhoneFieldMessages): PhoneCheck {
  if (!value.startsWith('+')) return checkIndianDigits(value, messages);
  if (!E164.test(value)) return { ok: false, message: phoneMessages.invalidInternational };
  return { ok: true, value };
}

const WIRE_DESCRIPTION =
  'An Indian number as its 10 national digits (9876543210), without +91 or a trunk 0; a number of any other country in E.164 (+971501234567).';

const wirePhone = (messages: PhoneFieldMessages) =>
  z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, { error: messages.required }),
    z.superRefine((value, ctx) => {
      const checked = checkWire(value, messages);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
    }),
    // The shape as a JSON Schema pattern (for /openapi.json); the check above gives the messages.
    z.meta({
      description: WIRE_DESCRIPTION,
      pattern: `^(?:\\d{${PHONE_MAX_DIGITS}}|${E164.source.slice(1, -1)})$`,
    }),
  );

/** A request's required `phone`: 10 Indian digits, or E.164 for any other country. */
export const apiPhoneField = (messages: PhoneFieldMessages) => wirePhone(messages);

/** A request's optional `phone`: empty or blank means absent. */
export const optionalApiPhoneField = (messages: PhoneFieldMessages) =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(wirePhone(messages)),
  );
