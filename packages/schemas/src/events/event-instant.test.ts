import { describe, expect, it } from 'vitest';
import { eventInstant } from './event-instant.ts';

describe('eventInstant', () => {
  it('reads the 12-hour clock with the zone offset', () => {
    expect(eventInstant('2026-12-05', '06:30 PM', 'IST')).toBe('2026-12-05T18:30:00+05:30');
    expect(eventInstant('2026-12-05', '12:05 AM', 'IST')).toBe('2026-12-05T00:05:00+05:30');
    expect(eventInstant('2026-12-05', '12:00 PM', 'GST')).toBe('2026-12-05T12:00:00+04:00');
    expect(eventInstant('2026-12-05', '09:00 AM', 'Somewhere')).toBe('2026-12-05T09:00:00+05:30');
    expect(() => eventInstant('2026-12-05', '25:00', 'IST')).toThrow(RangeError);
  });
});
