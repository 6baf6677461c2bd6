/**
 * The fixed placeholder OTP the purchase and sign-up forms send as `otp` (membership.md §5: the value is
 * not shown; this is ours). The server ignores it.
 */
export const SIGNUP_OTP_PLACEHOLDER = '000000';
