import { describe, expect, it } from 'vitest';
import { computeCharge } from '../money/charge.ts';
import { GST_LABELS, paidPriceText } from '../money/price-label.ts';
import { type Receipt, receiptAmountRows, receiptCalendarEvent, receiptSchema } from './receipt.ts';

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

describe('receiptAmountRows (the receipt page and the e-mail)', () => {
  const charge = (unitPrice: number, treatment: 'added' | 'included' | 'none', discountPercent: number) =>
    computeCharge({
      unitPrice,
      quantity: 1,
      currency: treatment === 'none' ? 'USD' : 'INR',
      treatment,
      discountPercent,
      supply: 'intra_state',
    });

  it('names the coupon and what it took off, and says the amount paid includes GST', () => {
    const breakdown = charge(7500, 'added', 10);
    expect(
      receiptAmountRows({
        kind: 'mentor',
        amount: breakdown.total,
        currency: 'INR',
        breakdown,
        coupon: 'LWL10',
      }),
    ).toEqual([
      ['Coupon discount (LWL10)', '− ₹750'],
      ['Amount paid', `₹7,965 ${GST_LABELS.included}`],
      ['GST', '₹1,215'],
    ]);
    const ticket = charge(4500, 'included', 0);
    expect(
      receiptAmountRows({ kind: 'event', amount: ticket.total, currency: 'INR', breakdown: ticket }),
    ).toEqual([
      ['Amount paid', `₹4,500 ${GST_LABELS.included}`],
      ['GST', 'Includes ₹686.44 GST'],
    ]);
  });

  it('an export says no GST; a free order names its coupon; a receipt without a breakdown its amount', () => {
    const usd = charge(820, 'none', 0);
    expect(
      receiptAmountRows({ kind: 'membership', amount: usd.total, currency: 'USD', breakdown: usd }),
    ).toEqual([['Amount paid', '$820']]);
    const free = charge(4500, 'included', 100);
    expect(
      receiptAmountRows({ kind: 'event', amount: 0, currency: 'INR', breakdown: free, coupon: 'FREE100' })[0],
    ).toEqual(['Coupon discount (FREE100)', '− ₹4,500']);
    expect(receiptAmountRows({ kind: 'event', amount: 900_000, currency: 'INR', coupon: 'LWL10' })).toEqual([
      ['Coupon', 'LWL10'],
      ['Amount paid', `₹9,000 ${GST_LABELS.included}`],
    ]);
    expect(receiptAmountRows({ kind: 'event', amount: 0, currency: 'INR' })).toEqual([['Amount paid', '₹0']]);
  });

  it('an amount paid says incl. GST by the one rule, nothing for an export', () => {
    expect(paidPriceText(129_800, 'membership', 'INR')).toBe('₹1,29,800 incl. GST');
    expect(paidPriceText(4500, 'event', 'INR')).toBe('₹4,500 incl. GST');
    expect(paidPriceText(1220, 'membership', 'USD')).toBe('$1,220');
  });
});
