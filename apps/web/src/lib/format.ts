/** Display formats of the app: dates en-GB; money comes from @lwl/schemas. */
import { ISO_DATE_PATTERN, longDate } from '@lwl/schemas';

/** `YYYY-MM-DD` (or an ISO timestamp) → '4 April 2025'; anything unreadable is shown as given. */
export function formatDate(value: string): string {
  const date = ISO_DATE_PATTERN.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : longDate(date.getDate(), date.getMonth() + 1, date.getFullYear());
}
