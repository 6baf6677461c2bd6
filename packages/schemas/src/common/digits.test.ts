import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, groupDigits } from './digits.ts';

const intl = {
  indian: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
  western: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
} as const;

describe('groupDigits', () => {
  it('groups lakhs and crores, or thousands', () => {
    expect(groupDigits('0', 'indian')).toBe('0');
    expect(groupDigits('999', 'indian')).toBe('999');
    expect(groupDigits('1000', 'indian')).toBe('1,000');
    expect(groupDigits('110000', 'indian')).toBe('1,10,000');
    expect(groupDigits('12400000', 'indian')).toBe('1,24,00,000');
    expect(groupDigits('110000', 'western')).toBe('110,000');
    expect(groupDigits('1234567', 'western')).toBe('1,234,567');
  });
});

describe('formatAmount writes what Intl.NumberFormat writes', () => {
  it.each([
    [0, 'indian', '0'],
    [99.5, 'indian', '99.5'],
    [99.999, 'indian', '100'],
    [0.005, 'indian', '0.01'],
    [1.005, 'indian', '1.01'],
    [2.675, 'indian', '2.68'],
    [1e-7, 'indian', '0'],
    [-5000, 'indian', '-5,000'],
    [-0.001, 'western', '0'],
    [1220.5, 'western', '1,220.5'],
  ] as const)('%d (%s) → %s', (amount, grouping, text) => {
    expect(formatAmount(amount, grouping)).toBe(text);
  });

  it('puts the prefix after the sign', () => {
    expect(formatAmount(-5, 'indian', '₹')).toBe('-₹5');
    expect(formatAmount(110_000, 'indian', '₹')).toBe('₹1,10,000');
  });

  it('agrees with Intl on amounts in paise or cents, and on any double up to a trillion', () => {
    const grouping = fc.constantFrom('indian' as const, 'western' as const);
    const minor = fc.integer({ min: -1e14, max: 1e14 }).map((n) => n / 100);
    // Three decimals: the half-way cases (x.xx5) where rounding the double and its decimal differ.
    const thousandths = fc.integer({ min: -1e14, max: 1e14 }).map((n) => n / 1000);
    const anyAmount = fc.double({ min: -1e12, max: 1e12, noNaN: true }).filter((n) => !Object.is(n, -0));
    fc.assert(
      fc.property(fc.oneof(minor, thousandths, anyAmount), grouping, (amount, g) => {
        // Intl writes a negative amount that rounds to zero as '-0'; the app shows '0'.
        const expected = intl[g].format(amount).replace(/^-0$/, '0');
        expect(formatAmount(amount, g)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });
});
