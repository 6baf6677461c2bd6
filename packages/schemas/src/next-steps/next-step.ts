/**
 * What a buyer reads last on her receipt and in her confirmation e-mail: the next step for what she
 * bought (docs/product-rules.md, "What happens next"). One module per kind beside this one; the web's
 * receipt pages and the mock's e-mails both print `nextStepOf` (next-steps.ts).
 */
import { longDate } from '../common/long-date.ts';

export interface NextStep {
  title: string;
  /** Sentences, each a paragraph. */
  lines: readonly string[];
}

export const NEXT_STEP_TITLE = 'What happens next';

/** Said by every kind whose order has a tax invoice. */
export const INVOICE_LINE = 'Your tax invoice is on your receipt page: download it as a PDF at any time.';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant in India (UTC+05:30, no daylight saving): its day `YYYY-MM-DD` and time `HH:MM`. */
export function indiaDayAndTime(iso: string): { day: string; time: string } {
  const shifted = new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** `2027-01-14` → '14 January 2027'. */
export function isoDayText(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return longDate(day ?? 0, month ?? 0, year ?? 0);
}

/** Drops the missing lines (a fact the receipt does not have). */
export const lines = (...parts: readonly (string | null | false)[]): string[] =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '');

/**
 * Whether an account row offers its 'Invoice' link: a ₹0 booking (a free mentor session) has no tax
 * invoice to open.
 */
export const bookingOffersInvoice = (amountPaid: number): boolean => amountPaid > 0;
