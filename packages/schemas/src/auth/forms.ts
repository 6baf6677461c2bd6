import * as z from 'zod/mini';
import { authMessages } from './messages.ts';
import { confirmPasswordField, newPassword, passwordConfirmation } from './password.ts';
import { forgotPasswordRequestSchema, loginRequestSchema, verifyTokenRequestSchema } from './requests.ts';

/** Login form (/login): the request itself. */
export const loginFormSchema = loginRequestSchema;
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** Reset step 0: the e-mail address. */
export const resetEmailFormSchema = forgotPasswordRequestSchema;
export type ResetEmailFormValues = z.input<typeof resetEmailFormSchema>;

/** Reset step 1: the OTP, under the API's name `token` (the e-mail comes from step 0). */
export const resetOtpFormSchema = z.pick(verifyTokenRequestSchema, { token: true });
export type ResetOtpFormValues = z.input<typeof resetOtpFormSchema>;

/** Reset step 2: new password and its confirmation ('Passwords do not match' on the confirm field). */
export const resetPasswordFormSchema = z
  .object({
    password: newPassword(authMessages.newPasswordRequired),
    confirm_password: confirmPasswordField(),
  })
  .check(z.superRefine(...passwordConfirmation));
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
