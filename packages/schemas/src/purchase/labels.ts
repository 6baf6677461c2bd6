/**
 * The submit text of the purchase dialogs ('Personal Details' and the coupon-only dialog), word for
 * word (docs/product-rules.md, "Messages"): two spaces between the words.
 */
export const PAY_NOW_LABEL = 'Pay  Now';
