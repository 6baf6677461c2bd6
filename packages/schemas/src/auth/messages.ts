/** Messages of login and password reset (platform.md §5), word for word where the specs give them. */
export const authMessages = {
  passwordRequired: 'Password is required',
  otpRequired: 'OTP is required',
  /** The reset form's new password: lower-case 'password', as the spec writes it. */
  newPasswordRequired: 'password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsDoNotMatch: 'Passwords do not match',
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
} as const;
