import * as z from 'zod/mini';
import { TEXT_MAX } from '../constants/limits.ts';
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

/** A required name (first, last or full name): `TEXT_MAX.name`. */
export const requiredName = (message: string) => requiredText(message, TEXT_MAX.name);

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

/** A numeric field sent as a number or a numeric string (multipart sends strings). */
export const lenientInt = (message: string) =>
  preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).check(z.int({ error: message })),
  );

/** An id: a positive integer given as a number or a numeric string. */
export const lenientId = (message = 'Invalid id.') =>
  z.pipe(lenientInt(message), z.number().check(z.positive({ error: message })));

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
