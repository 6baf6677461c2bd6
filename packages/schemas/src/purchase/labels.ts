/**
 * The submit text of the purchase dialogs ('Personal Details' and the coupon-only dialog), word for
 * word from platform.md §2: two spaces between the words.
 */
export const PAY_NOW_LABEL = 'Pay  Now';
