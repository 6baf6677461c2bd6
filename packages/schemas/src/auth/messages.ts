import { PASSWORD_MIN_LENGTH } from '../constants/limits.ts';

/** Messages of login and password reset, word for word (docs/product-rules.md, "Messages"). */
export const authMessages = {
  passwordRequired: 'Password is required',
  otpRequired: 'OTP is required',
  /** The reset form's new password: lower-case 'password', as the spec writes it. */
  newPasswordRequired: 'password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  // Decisions: a new password's length rule (sign-up forms, reset), said beside the field and on refusal.
  newPasswordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  // Decisions (server answers the specs do not word):
  invalidCredentials: 'Invalid email or password.',
  loginSuccess: 'Login successful.',
  otpSent: 'An OTP has been sent to your email address.',
  unknownEmail: 'No account found with this email address.',
  otpVerified: 'OTP verified successfully.',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'The OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many attempts. Please request a new OTP.',
  passwordReset: 'Your password has been reset. Please log in.',
  /** forgot-password's one answer, whether or not the address has an account (no enumeration). */
  otpSentIfAccount: 'If an account exists for this e-mail, we have sent a code.',
  /** 429 of login after too many failures for the account from this client, or from this remote client. */
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  /** 429 of forgot-password after 3 codes for the address from this client within 10 minutes. */
  tooManyOtpRequests: 'Too many codes requested for this e-mail. Please wait 10 minutes and try again.',
  /** `POST logout` (contract extension). */
  loggedOut: 'You have been logged out.',
} as const;
