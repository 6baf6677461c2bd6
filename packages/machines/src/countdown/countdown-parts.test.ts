import { VENTURE_VAULT_COUNTDOWN_TARGET } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { countdownParts, isPast } from './countdown-parts.ts';

const target = VENTURE_VAULT_COUNTDOWN_TARGET.getTime();
const at = (iso: string) => new Date(iso).getTime();

describe('countdownParts', () => {
  it('splits the time left into two-digit days, hours, minutes and seconds', () => {
    // 3 days, 4 hours, 5 minutes and 6.9 seconds before 2025-04-04T09:00+05:30.
    expect(countdownParts(at('2025-04-01T04:54:53.100+05:30'), target)).toEqual({
      days: '03',
      hours: '04',
      minutes: '05',
      seconds: '06',
    });
    expect(countdownParts(target - 1000, target)).toEqual({
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '01',
    });
  });

  it('lets the days grow past two digits', () => {
    expect(countdownParts(target - 123 * 86_400_000, target).days).toBe('123');
  });

  it('is all 00 at and after the target', () => {
    const zero = { days: '00', hours: '00', minutes: '00', seconds: '00' };
    expect(countdownParts(target, target)).toEqual(zero);
    expect(countdownParts(target + 86_400_000, target)).toEqual(zero);
    expect(isPast(target, target)).toBe(true);
    expect(isPast(target - 1, target)).toBe(false);
  });
});
