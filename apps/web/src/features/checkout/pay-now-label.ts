/** The submit text of the purchase dialogs, word for word from platform.md §2 (two spaces). */
export const PAY_NOW_LABEL = 'Pay  Now';
