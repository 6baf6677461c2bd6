import { gstTreatmentOf } from '../money/gst.ts';
import { type ListedPrice, listedPrice } from '../money/price-label.ts';
import type { EventPlanOption } from './event.ts';

/** What an event card lists: the price, and whether only members may buy at it. */
export interface EventCardPrice extends ListedPrice {
  membersOnly: boolean;
}

/**
 * The price an event card lists (tickets include GST: 'incl. GST'). The rows the caller may buy
 * (`can_view`) when there are some, 'from' the lowest when their prices differ; when the caller may
 * buy none (a members-only event seen by a guest), the lowest member price, marked members-only.
 * Null when the event lists no price (a backend whose list carries no `prices`).
 */
export function eventCardPrice(prices: readonly EventPlanOption[] | undefined): EventCardPrice | null {
  if (!prices || prices.length === 0) return null;
  const open = prices.filter((row) => row.can_view);
  const rows = open.length > 0 ? open : prices.filter((row) => row.member);
  const currency = rows[0]?.currency ?? 'INR';
  const price = listedPrice(
    rows.filter((row) => row.currency === currency).map((row) => row.price),
    currency,
    gstTreatmentOf('event', currency),
  );
  if (!price) return null;
  return { ...price, membersOnly: open.length === 0 };
}
