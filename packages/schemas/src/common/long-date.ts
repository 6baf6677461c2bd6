/**
 * Days as the app writes them (en-GB, long month), without Intl.DateTimeFormat: its first use on a
 * page loads the browser's locale data (common/digits.ts says what that costs).
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A day as the app writes it (en-GB, long month): `longDate(4, 4, 2025)` → '4 April 2025'; month 1–12. */
export const longDate = (day: number, month: number, year: number): string =>
  `${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`;
