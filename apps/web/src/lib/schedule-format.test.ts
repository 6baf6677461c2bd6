import { describe, expect, it } from 'vitest';
import { scheduleText } from './schedule-format.ts';

describe('a schedule as a ticket prints it', () => {
  it('reads the day and the hours in India, whatever the offsets are written in', () => {
    expect(
      scheduleText({ starts_at: '2026-12-05T18:30:00+05:30', ends_at: '2026-12-05T21:00:00+05:30' }),
    ).toEqual({ date: '5 December 2026', time: '6:30 pm – 9:00 pm IST' });
    expect(
      scheduleText({ starts_at: '2026-12-05T13:00:00Z', ends_at: '2026-12-05T15:30:00.000Z' }).time,
    ).toBe('6:30 pm – 9:00 pm IST');
  });

  it('names both days of a two-day pass', () => {
    expect(
      scheduleText({ starts_at: '2025-04-04T09:00:00+05:30', ends_at: '2025-04-05T18:00:00+05:30' }),
    ).toEqual({
      date: '4 April 2025 – 5 April 2025',
      time: '9:00 am – 6:00 pm IST',
    });
  });
});

describe('the hours of a schedule', () => {
  it('writes noon and midnight as a 12-hour clock does', () => {
    expect(
      scheduleText({ starts_at: '2026-12-05T00:05:00+05:30', ends_at: '2026-12-05T12:00:00+05:30' }).time,
    ).toBe('12:05 am – 12:00 pm IST');
  });
});
