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
});
