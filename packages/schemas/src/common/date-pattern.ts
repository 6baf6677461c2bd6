/** A date without a time, `YYYY-MM-DD` (the API's dates; the web shows them in the viewer's calendar). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
