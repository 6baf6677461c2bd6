import * as z from 'zod/mini';
import { textTooLong } from '../common/messages.ts';
import { preprocess } from '../common/preprocess.ts';
import { PASSWORD_MIN_LENGTH, TEXT_MAX } from '../constants/limits.ts';
import { authMessages } from './messages.ts';

/** A required password: blank gives `message`. Not trimmed: spaces are part of a password. */
export const requiredPassword = (message: string) =>
  z.string({ error: message }).check(
    z.refine((v) => v.trim() !== '', { error: message }),
    z.refine((v) => v.length <= TEXT_MAX.password, { error: textTooLong(TEXT_MAX.password) }),
  );

/**
 * A new password (sign-up forms, reset): required, then at least `PASSWORD_MIN_LENGTH` characters.
 * Login keeps `requiredPassword`: an old account's shorter password still signs in.
 */
export const newPassword = (message: string) =>
  requiredPassword(message).check(
    z.refine((v) => v.trim() === '' || v.length >= PASSWORD_MIN_LENGTH, {
      error: authMessages.passwordTooShort,
    }),
  );

/** An optional password: empty means absent; not trimmed; at most `TEXT_MAX.password`. */
export const optionalPassword = () =>
  preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.optional(z.string().check(z.maxLength(TEXT_MAX.password, { error: textTooLong(TEXT_MAX.password) }))),
  );

interface PasswordPair {
  password?: unknown;
  confirm_password?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Cross-field check of a form with `password` and `confirm_password`: 'Passwords do not match' on
 * `confirm_password`. Use as `.superRefine(...passwordConfirmation)`. It runs even when other fields
 * are still invalid (so the form shows every error at once), but only once both passwords are filled in (a blank one has its own message).
 */
export const passwordConfirmation = [
  (value: PasswordPair, ctx: z.core.$RefinementCtx) => {
    if (value.password !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: authMessages.passwordsDoNotMatch });
    }
  },
  {
    when: (payload: { value: unknown }) =>
      isRecord(payload.value) &&
      typeof payload.value.password === 'string' &&
      typeof payload.value.confirm_password === 'string' &&
      payload.value.password !== '' &&
      payload.value.confirm_password !== '',
  },
] as const;

/** The confirm field of every form with a password confirmation. */
export const confirmPasswordField = () => requiredPassword(authMessages.confirmPasswordRequired);
