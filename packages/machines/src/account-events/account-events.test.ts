import type { EventPurchase } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { accountEventLists, ticketCountOf } from './account-events.ts';

const purchase = (id: number, event_date: string, quantity?: number | null): EventPurchase => ({
  id,
  purchased_date: '2026-01-01',
  currency: 'INR',
  amount: 4500,
  refund_status: null,
  ...(quantity === undefined ? {} : { quantity }),
  event: { name: `Event ${id}`, event_date, date: event_date, city: 'Mumbai', address: 'Somewhere' },
});

describe('the account events lists', () => {
  const list = [
    purchase(1, '2026-03-01'),
    purchase(2, '2026-02-01'),
    purchase(3, '2026-02-10'),
    purchase(4, '2026-02-09'),
    purchase(5, '2025-12-24'),
  ];

  it('lists the events of today and later as Upcoming, soonest first', () => {
    expect(accountEventLists(list, '2026-02-10').upcoming.map((p) => p.id)).toEqual([3, 1]);
  });

  it('lists the events before today as Past, latest first', () => {
    expect(accountEventLists(list, '2026-02-10').past.map((p) => p.id)).toEqual([4, 2, 5]);
  });

  it('keeps every purchase in exactly one list, and leaves the given list alone', () => {
    const before = list.map((p) => p.id);
    const { upcoming, past } = accountEventLists(list, '2026-02-10');
    expect([...upcoming, ...past].map((p) => p.id).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(list.map((p) => p.id)).toEqual(before);
    expect(accountEventLists([], '2026-02-10')).toEqual({ upcoming: [], past: [] });
  });

  it("counts an order's tickets from its quantity, and makes none up when the backend does not say", () => {
    expect(ticketCountOf(purchase(1, '2026-03-01', 3))).toBe(3);
    expect(ticketCountOf(purchase(1, '2026-03-01', 1))).toBe(1);
    expect(ticketCountOf(purchase(1, '2026-03-01', null))).toBeNull();
    expect(ticketCountOf(purchase(1, '2026-03-01'))).toBeNull();
  });
});
