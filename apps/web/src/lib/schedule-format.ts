/**
 * An event's or a pass's schedule as a ticket prints it, in India's time (the schedule's offsets are
 * IST; a buyer abroad still reads the local time of the venue): '16 December 2026' or
 * '4 April 2025 – 5 April 2025', and '10:00 am – 6:00 pm IST'. Written without Intl, like the app's
 * other dates (its first use loads the browser's locale data): India keeps UTC+05:30 all year.
 */
import { longDate } from '@lwl/schemas';

interface Schedule {
  starts_at: string;
  ends_at: string;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The instant as India's wall clock, read through the UTC getters. */
const inIndia = (iso: string) => new Date(new Date(iso).getTime() + IST_OFFSET_MS);

const dayOf = (d: Date) => longDate(d.getUTCDate(), d.getUTCMonth() + 1, d.getUTCFullYear());

function timeOf(d: Date): string {
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

export function scheduleText(schedule: Schedule): { date: string; time: string } {
  const start = inIndia(schedule.starts_at);
  const end = inIndia(schedule.ends_at);
  const [startDay, endDay] = [dayOf(start), dayOf(end)];
  return {
    date: startDay === endDay ? startDay : `${startDay} – ${endDay}`,
    time: `${timeOf(start)} – ${timeOf(end)} IST`,
  };
}
