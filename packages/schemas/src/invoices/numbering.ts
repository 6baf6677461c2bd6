/**
 * Invoice and credit-note numbers: unique and consecutive within an Indian financial year
 * (1 April – 31 March), dated in India (UTC+05:30, no daylight saving), at most 16 characters of
 * letters, digits, '-' and '/' (CGST Rules, rule 46(b)).
 * Invoice `INV/2627/000042`; credit note `CN/2627/000001` (its own series).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const INVOICE_PREFIX = 'INV';
export const CREDIT_NOTE_PREFIX = 'CN';

/** Rule 46(b): a serial of at most 16 characters, of letters, digits, '-' and '/'. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

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

/** The financial year in four digits, as a number carries it: '2026-27' → '2627'. */
export function compactFinancialYear(financialYear: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})$/.exec(financialYear);
  if (!match) throw new RangeError(`financial year YYYY-YY, not ${financialYear}`);
  return `${match[1]}${match[2]}`;
}

/**
 * `INV/2627/000042`: the prefix, the financial year in four digits and a six-digit serial (1-based);
 * 15 characters for an invoice, 14 for a credit note.
 */
export function documentNumber(prefix: string, financialYear: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > 999_999) throw new RangeError('serial 1–999999');
  const number = `${prefix}/${compactFinancialYear(financialYear)}/${String(serial).padStart(6, '0')}`;
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) throw new RangeError(`not a rule 46(b) serial: ${number}`);
  return number;
}

/**
 * The URL-safe form of an invoice number (`GET account-invoices/{number}` and the PDF's file name):
 * every '/' replaced by '-', e.g. `INV-2627-000042`. Unambiguous, since numbers are compared in
 * this form on both sides; a number issued before the 16-character series (`LWL/2026-27/000042`, kept
 * in older state files) keeps its own slug (`LWL-2026-27-000042`).
 */
export function invoiceSlug(number: string): string {
  return number.trim().replaceAll('/', '-').toUpperCase();
}
