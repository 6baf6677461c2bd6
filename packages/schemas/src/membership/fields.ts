import * as z from 'zod/mini';
import { requiredText } from '../common/fields.ts';
import { preprocess } from '../common/preprocess.ts';
import { PHONE_MAX_DIGITS } from '../constants/index.ts';
import { membershipMessages } from './messages.ts';

const digits = () =>
  z
    .string()
    .check(
      z.regex(/^\d+$/, { error: membershipMessages.phoneDigitsOnly }),
      z.maxLength(PHONE_MAX_DIGITS, { error: membershipMessages.phoneTooLong }),
    );

/** Phone of the purchase and global forms: required, then digits only, then at most 10 characters. */
export const requiredPhoneSchema = z.pipe(requiredText(membershipMessages.phoneRequired), digits());

/** Phone of the UAE form: may be left empty; when given, the same digit rules apply. */
export const optionalPhoneSchema = preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
  z.optional(digits()),
);
