/**
 * The fixed placeholder OTP the purchase and sign-up forms send as `otp` (the value is
 * ours). The server ignores it (docs/product-rules.md, "Membership offering").
 */
export const SIGNUP_OTP_PLACEHOLDER = '000000';
