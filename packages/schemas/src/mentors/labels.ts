/** Button texts of the mentor detail page, word for word from platform.md §2 ("a Pay Now modal and a Book A Free Session modal"). */
export const MENTOR_PAY_NOW_LABEL = 'Pay Now';
/** The free-session button, and the title and submit of its dialog. */
export const FREE_SESSION_LABEL = 'Book A Free Session';
