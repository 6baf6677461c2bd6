export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (n: number): string => String(n).padStart(2, '0');

/** Time left until `target` as two-digit strings (days may grow past 99); all '00' once past. */
export function countdownParts(now: number, target: number): CountdownParts {
  const left = Math.max(0, target - now);
  return {
    days: two(Math.floor(left / DAY)),
    hours: two(Math.floor((left % DAY) / HOUR)),
    minutes: two(Math.floor((left % HOUR) / MINUTE)),
    seconds: two(Math.floor((left % MINUTE) / SECOND)),
  };
}

export function isPast(now: number, target: number): boolean {
  return now >= target;
}
