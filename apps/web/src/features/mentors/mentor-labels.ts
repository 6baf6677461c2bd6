/** Button texts of the mentor detail page (platform.md §2 "a Pay Now modal and a Book A Free Session modal"). */
export const PAY_NOW_BUTTON = 'Pay Now';
export const FREE_SESSION_LABEL = 'Book A Free Session';
