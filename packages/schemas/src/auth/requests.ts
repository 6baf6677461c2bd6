import * as z from 'zod/mini';
import { okBody } from '../common/envelope.ts';
import { requiredEmail, requiredText } from '../common/fields.ts';
import { membershipTierNameSchema } from '../membership/tier.ts';
import { userSchema } from '../profile/user.ts';
import { authMessages } from './messages.ts';
import { newPassword, requiredPassword } from './password.ts';

/** `POST login`; also the login form. */
export const loginRequestSchema = z.object({
  email: requiredEmail(),
  password: requiredPassword(authMessages.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * `POST login` success. `membership` is the tier name of the active membership (stored as PlanName),
 * null without one; `image` is the profile photo URL (stored as profileImage), null without one.
 */
export const loginResponseSchema = okBody({
  message: z.string(),
  token: z.string().check(z.minLength(1)),
  membership: z.nullable(membershipTierNameSchema),
  user: userSchema,
  image: z.nullable(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The OTP sent by `forgot-password` (6 digits); the API calls it `token`. */
const otpField = () => requiredText(authMessages.otpRequired);

/** `POST forgot-password`: sends a 6-digit OTP to the address. */
export const forgotPasswordRequestSchema = z.object({ email: requiredEmail() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** `POST verify-token`: checks the OTP. */
export const verifyTokenRequestSchema = z.object({ email: requiredEmail(), token: otpField() });
export type VerifyTokenRequest = z.infer<typeof verifyTokenRequestSchema>;

/** `POST reset-password`: sets the new password, with the verified OTP. */
export const resetPasswordRequestSchema = z.object({
  email: requiredEmail(),
  token: otpField(),
  password: newPassword(authMessages.newPasswordRequired),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
