import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInr, formatMoney, formatUsd } from './money.ts';

describe('money formatters', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatInr(110_000)).toBe('₹1,10,000');
    expect(formatInr(5000)).toBe('₹5,000');
    expect(formatInr(1_24_00_000)).toBe('₹1,24,00,000');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(99.5)).toBe('₹99.5');
  });

  it('formats dollars', () => {
    expect(formatUsd(400)).toBe('$400');
    expect(formatUsd(1220)).toBe('$1,220');
    expect(formatUsd(10.25)).toBe('$10.25');
  });

  it('picks the formatter by currency', () => {
    expect(formatMoney(686, 'USD')).toBe('$686');
    expect(formatMoney(45_000, 'INR')).toBe('₹45,000');
  });

  it('writes what Intl writes in currency style, on any amount in paise or cents', () => {
    const options = { style: 'currency', minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;
    const inr = new Intl.NumberFormat('en-IN', { ...options, currency: 'INR' });
    const usd = new Intl.NumberFormat('en-US', { ...options, currency: 'USD' });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }).map((minor) => minor / 100),
        (amount) => {
          expect(formatInr(amount)).toBe(inr.format(amount));
          expect(formatUsd(amount)).toBe(usd.format(amount));
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
