import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longDate } from './long-date.ts';

describe('longDate', () => {
  it('writes a day as en-GB does with a long month', () => {
    expect(longDate(4, 4, 2025)).toBe('4 April 2025');
    expect(longDate(31, 12, 2026)).toBe('31 December 2026');
  });

  it('agrees with Intl.DateTimeFormat en-GB on any day from 1900 to 2200', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (date) => {
          expect(longDate(date.getDate(), date.getMonth() + 1, date.getFullYear())).toBe(intl.format(date));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
