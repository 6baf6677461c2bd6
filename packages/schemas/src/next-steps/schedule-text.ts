import { editionDatesLabel } from '../venture/edition-label.ts';
import { indiaDayAndTime } from './next-step.ts';

/** When and where an event or pass is, as a next step says it: '15 and 16 January 2027, 09:00–18:00 IST, at A hotel in Mumbai'. */
export function scheduleSentence(schedule: { starts_at: string; ends_at: string; venue: string }): string {
  const start = indiaDayAndTime(schedule.starts_at);
  const end = indiaDayAndTime(schedule.ends_at);
  const days = editionDatesLabel(start.day, end.day);
  const hours = start.day === end.day ? `${start.time}–${end.time} IST` : `from ${start.time} IST`;
  return `${days}, ${hours}, at ${schedule.venue}`;
}
