const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant in UTC. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

export const addMonths = (at: Date, months: number): Date => {
  const next = new Date(at.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** The UTC day `today` last computed, kept because list handlers ask once per record of the same request. */
let lastDay = { ms: Number.NaN, day: '' };

/** Today's calendar day (UTC) of `now`, for comparing with `YYYY-MM-DD` dates as strings. */
export const today = (now: Date): string => {
  const ms = now.getTime();
  if (ms !== lastDay.ms) lastDay = { ms, day: isoDay(now) };
  return lastDay.day;
};
