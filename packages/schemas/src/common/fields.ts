import * as z from 'zod/mini';
import { PINCODE_DIGITS, POSTAL_CODE_LENGTH, TEXT_MAX } from '../constants/limits.ts';
import { ISO_DATE_PATTERN } from './date-pattern.ts';
import { commonMessages, textTooLong } from './messages.ts';
import { preprocess } from './preprocess.ts';

/** The "standard e-mail pattern" of the specs. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** A required text field: missing, non-string or blank all give `message`; longer than `max` (after trimming) `textTooLong`. */
export const requiredText = (message: string, max: number = TEXT_MAX.text) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: textTooLong(max) }));

/** A required first or last name: `TEXT_MAX.name`. */
export const requiredName = (message: string) => requiredText(message, TEXT_MAX.name);

/** A required full name (the purchase dialogs' Name, the application's): `TEXT_MAX.fullName`. */
export const requiredFullName = (message: string) => requiredText(message, TEXT_MAX.fullName);

const PINCODE = new RegExp(`^\\d{${PINCODE_DIGITS}}$`);
/** A postal code of any country (an Indian pincode is one too). */
export const POSTAL_CODE = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9 -]{${POSTAL_CODE_LENGTH.min - 2},${POSTAL_CODE_LENGTH.max - 2}}[A-Za-z0-9]$`,
);

/** Whether `value` is an Indian pincode: exactly 6 digits. */
export const isIndianPincode = (value: string): boolean => PINCODE.test(value);

/** A required Indian pincode: exactly 6 digits. */
export const requiredPincode = (message: string) =>
  z.pipe(requiredText(message), z.string().check(z.regex(PINCODE, { error: commonMessages.pincodeInvalid })));

/** Empty, or 6 digits: on the wire an empty optional field means absent (docs/decisions/0003). */
const OPTIONAL_PINCODE = new RegExp(`^(\\d{${PINCODE_DIGITS}})?$`);

/** An optional Indian pincode (GST address): empty means absent; given, exactly 6 digits. */
export const optionalPincode = () =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(
      z.string().check(z.trim(), z.regex(OPTIONAL_PINCODE, { error: commonMessages.pincodeInvalid })),
    ),
  );

/** Whether `value` is a postal code abroad: 3 to 10 letters, digits, inner spaces or hyphens. */
export const isPostalCode = (value: string): boolean => POSTAL_CODE.test(value);

/** A required postal code of any country (sign-up outside India). */
export const requiredPostalCode = (message: string) =>
  z.pipe(
    requiredText(message),
    z.string().check(z.regex(POSTAL_CODE, { error: commonMessages.postalCodeInvalid })),
  );

/** A required e-mail with the specs' two messages (or the given ones). */
export const requiredEmail = (
  required: string = commonMessages.emailRequired,
  invalid: string = commonMessages.emailInvalid,
) =>
  z.pipe(
    requiredText(required, TEXT_MAX.email),
    z.string().check(z.regex(EMAIL_PATTERN, { error: invalid })),
  );

/** Optional text: empty or blank strings mean absent (a lenient backend reads `coupon: ""` so). */
export const optionalText = (max: number = TEXT_MAX.text) =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: textTooLong(max) }))),
  );

/**
 * A numeric field sent as a number or a numeric string (multipart sends strings). The bounds are
 * checked on the same number the preprocess yields, so the JSON Schema of the input side (what
 * `/openapi.json` documents) carries them as `minimum`/`maximum`. Bounds are inclusive; a refusal has the field's one message.
 */
export const lenientInt = (message: string, bounds: { min?: number; max?: number } = {}) =>
  preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: message })
      .check(
        z.int({ error: message }),
        ...(bounds.min === undefined ? [] : [z.gte(bounds.min, { error: message })]),
        ...(bounds.max === undefined ? [] : [z.lte(bounds.max, { error: message })]),
      ),
  );

/**
 * A schema with a description for the OpenAPI document (`/openapi.json`): what an id identifies,
 * which unit an amount is in. Parsing is unchanged.
 */
export const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  schema.check(z.meta({ description })) as T;

/**
 * An id: a positive integer (1 or more) given as a number or a numeric string. `identifies` says of
 * what, and where a client finds it (the document's description of the field).
 */
export const lenientId = (message: string, identifies: string) =>
  described(lenientInt(message, { min: 1 }), identifies);

/** A boolean-like field: true/false, 1/0, "1"/"0", "true"/"false". */
export const lenientBool = (message = 'Invalid value.') =>
  preprocess(
    (v) => {
      if (v === true || v === 1 || v === '1' || v === 'true') return true;
      if (v === false || v === 0 || v === '0' || v === 'false') return false;
      return v;
    },
    z.boolean({ error: message }),
  );

/** ISO date `YYYY-MM-DD`. */
export const isoDate = () => z.string().check(z.regex(ISO_DATE_PATTERN));
/** ISO 8601 timestamp. */
export const isoDateTime = () => z.string().check(z.iso.datetime({ offset: true }));

/** A file upload (browser `File`, or a `Blob` from Node's FormData). */
export const fileField = () => z.instanceof(Blob);
