import { z } from 'zod';
import { requiredText } from '../common/fields.ts';
import { PHONE_MAX_DIGITS } from '../constants/index.ts';
import { membershipMessages } from './messages.ts';

const digits = () =>
  z
    .string()
    .regex(/^\d+$/, { error: membershipMessages.phoneDigitsOnly })
    .max(PHONE_MAX_DIGITS, { error: membershipMessages.phoneTooLong });

/** Phone of the purchase and global forms: required, then digits only, then at most 10 characters. */
export const requiredPhoneSchema = requiredText(membershipMessages.phoneRequired).pipe(digits());

/** Phone of the UAE form: may be left empty; when given, the same digit rules apply. */
export const optionalPhoneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
  digits().optional(),
);
