/**
 * The thank-you page's support e-mail and phone. Their values are assumptions in the style of the
 * product's domain, to be replaced by the real ones.
 */
export const THANK_YOU_TEXT = 'Thank You! Your payment has been received.';
export const SUPPORT_EMAIL = 'support@leadingladies.network';
export const SUPPORT_PHONE = '+91 98200 12345';
