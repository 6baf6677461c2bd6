/**
 * An event's or a pass's schedule as a ticket prints it, in India's time (the schedule's offsets are
 * IST; a buyer abroad still reads the local time of the venue): '16 December 2026' or
 * '4 April 2025 – 5 April 2025', and '10:00 am – 6:00 pm IST'.
 */
interface Schedule {
  starts_at: string;
  ends_at: string;
}

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export function scheduleText(schedule: Schedule): { date: string; time: string } {
  const start = new Date(schedule.starts_at);
  const end = new Date(schedule.ends_at);
  const [startDay, endDay] = [day.format(start), day.format(end)];
  return {
    date: startDay === endDay ? startDay : `${startDay} – ${endDay}`,
    time: `${time.format(start)} – ${time.format(end)} IST`,
  };
}
