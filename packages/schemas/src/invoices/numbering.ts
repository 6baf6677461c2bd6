/**
 * Invoice and credit-note numbers: unique and consecutive within an Indian financial year
 * (1 April – 31 March), dated in India (UTC+05:30, no daylight saving).
 * Invoice `LWL/2026-27/000042`; credit note `LWL/CN/2026-27/000001` (its own sequence).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const INVOICE_PREFIX = 'LWL';
export const CREDIT_NOTE_PREFIX = 'LWL/CN';

/** The calendar date in India of an instant, `YYYY-MM-DD`. */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year of an Indian date (`YYYY-MM-DD`): 2027-03-31 → '2026-27', 2027-04-01 → '2027-28'. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `LWL/2026-27/000042`: the prefix, the financial year and a six-digit serial (1-based). */
export function documentNumber(prefix: string, financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > 999_999) throw new RangeError('serial 1–999999');
  return `${prefix}/${financialYear}/${String(serial).padStart(6, '0')}`;
}

/**
 * The URL-safe form of an invoice number (`GET account-invoices/{number}` and the PDF's file name):
 * every '/' replaced by '-', e.g. `LWL-2026-27-000042`. Unambiguous, since numbers are compared in
 * this form on both sides.
 */
export function invoiceSlug(number: string): string {
  return number.trim().replaceAll('/', '-').toUpperCase();
}
