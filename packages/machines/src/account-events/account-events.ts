/**
 * The account's event tickets (`GET account-events`) in two lists: Upcoming (the event is today or
 * later, soonest first) and Past (latest first), each order with its number of tickets. Days compare as
 * refunds count them (refund-eligibility.ts): `YYYY-MM-DD` dates, today included in Upcoming.
 */
import type { EventPurchase } from '@lwl/schemas';

export interface AccountEventLists {
  upcoming: EventPurchase[];
  past: EventPurchase[];
}

/** `YYYY-MM-DD` days in order as plain strings (localeCompare would load the browser's locale data). */
function byDay(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function accountEventLists(purchases: readonly EventPurchase[], today: string): AccountEventLists {
  const upcoming = purchases
    .filter((purchase) => purchase.event.event_date >= today)
    .sort((a, b) => byDay(a.event.event_date, b.event.event_date));
  const past = purchases
    .filter((purchase) => purchase.event.event_date < today)
    .sort((a, b) => byDay(b.event.event_date, a.event.event_date));
  return { upcoming, past };
}

/**
 * How many tickets the order holds: its `quantity` (a contract extension); null when the backend does
 * not say, so that no count is made up.
 */
export function ticketCountOf(purchase: Pick<EventPurchase, 'quantity'>): number | null {
  return purchase.quantity ?? null;
}
