import { describe, expect, it } from 'vitest';
import { type Receipt, receiptCalendarEvent, receiptSchema } from './receipt.ts';

const receipt: Receipt = {
  kind: 'event',
  item: 'Women in Leadership Summit',
  term: 'Non Member',
  quantity: 2,
  amount: 900_000,
  currency: 'INR',
  order_id: 'order_AbCdEfGh123456',
  payment_id: 'pay_ZyXwVuTs654321',
  paid_at: '2026-11-25T03:00:00.000Z',
  email: 'asha@example.com',
  schedule: { starts_at: '2026-12-05T18:30:00+05:30', ends_at: '2026-12-05T21:00:00+05:30', venue: 'Mumbai' },
};

describe('receipt', () => {
  it('accepts a receipt and refuses anything else (stale or foreign router state)', () => {
    expect(receiptSchema.parse(receipt)).toEqual(receipt);
    expect(receiptSchema.safeParse({ ...receipt, amount: -1 }).success).toBe(false);
    expect(receiptSchema.safeParse({ receiptKey: 'x' }).success).toBe(false);
  });

  it("makes the calendar entry in UTC from the schedule's offsets", () => {
    expect(receiptCalendarEvent(receipt)).toEqual({
      title: 'Women in Leadership Summit',
      start: [2026, 12, 5, 13, 0],
      end: [2026, 12, 5, 15, 30],
      location: 'Mumbai',
      description: 'Non Member · Order order_AbCdEfGh123456',
      uid: 'order_AbCdEfGh123456@lwl',
    });
    const { schedule: _, ...plan } = receipt;
    expect(receiptCalendarEvent(plan)).toBeNull();
  });
});

describe('formatMinor', () => {
  it('writes whole amounts without decimals and others with two', async () => {
    const { formatMinor } = await import('../constants/money.ts');
    expect(formatMinor(900_000, 'INR')).toBe('₹9,000');
    expect(formatMinor(30_890, 'INR')).toBe('₹308.90');
    expect(formatMinor(137_288, 'INR')).toBe('₹1,372.88');
    expect(formatMinor(82_000, 'USD')).toBe('$820');
    expect(formatMinor(0, 'INR')).toBe('₹0');
  });
});
