/** Button texts of the mentor detail page, 'Pay Now' and 'Book A Free Session', word for word (docs/product-rules.md, "Messages"). */
export const MENTOR_PAY_NOW_LABEL = 'Pay Now';
/** The free-session button, and the title and submit of its dialog. */
export const FREE_SESSION_LABEL = 'Book A Free Session';
