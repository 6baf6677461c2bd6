/** Display formats of the app: dates en-GB (platform.md §2); money comes from @lwl/schemas. */
import { ISO_DATE_PATTERN } from '@lwl/schemas';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** `YYYY-MM-DD` (or an ISO timestamp) → '4 April 2025'; anything unreadable is shown as given. */
export function formatDate(value: string): string {
  const date = ISO_DATE_PATTERN.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
