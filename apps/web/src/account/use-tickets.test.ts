import type { EventPurchase } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { upcomingTickets } from './use-tickets.ts';

const purchase = (id: number, event_date: string): EventPurchase => ({
  id,
  purchased_date: '2026-01-01',
  currency: 'INR',
  amount: 4500,
  refund_status: null,
  event: { name: `Event ${id}`, event_date, date: event_date, city: 'Mumbai', address: 'Somewhere' },
});

describe('upcomingTickets', () => {
  it('keeps the events of today and later, soonest first', () => {
    const list = [
      purchase(1, '2026-03-01'),
      purchase(2, '2026-02-01'),
      purchase(3, '2026-02-10'),
      purchase(4, '2026-02-09'),
    ];
    expect(upcomingTickets(list, '2026-02-10').map((p) => p.id)).toEqual([3, 1]);
  });
});
