import { MONTH_NAMES } from '../common/long-date.ts';

const parts = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-').map(Number);
  return { year: year ?? 0, month: MONTH_NAMES[(month ?? 1) - 1] ?? '', day: day ?? 0 };
};

/**
 * An edition's days as the page says them: '4 and 5 April 2025' (the specs' wording), '30 April and
 * 1 May 2026' across months, '31 December 2026 and 1 January 2027' across years, '4 April 2025' for one day.
 */
export function editionDatesLabel(startDate: string, endDate: string): string {
  const a = parts(startDate);
  const b = parts(endDate);
  if (startDate === endDate) return `${a.day} ${a.month} ${a.year}`;
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} and ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} and ${b.day} ${b.month} ${b.year}`;
  return `${a.day} and ${b.day} ${b.month} ${b.year}`;
}

/** An edition's venue line: 'A hotel in Mumbai' (the venue names its city), else 'venue, city'. */
export const editionVenueLine = (edition: { venue: string; city: string }): string =>
  edition.venue.includes(edition.city) ? edition.venue : `${edition.venue}, ${edition.city}`;
