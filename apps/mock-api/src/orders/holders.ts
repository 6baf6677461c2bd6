/**
 * Ticket holders (extension; docs/product-rules.md "Ticket holders"): an event order keeps one holder
 * per ticket, in ticket order. A holder with an e-mail has a key of her own, whose link
 * (`/ticket?ticket=…&key=…`) opens her ticket alone. The buyer corrects a name until the event starts.
 */
import {
  type Attendee,
  type AttendeeTicket,
  attendeeMessages,
  calendarLinks,
  ordersMessages,
} from '@lwl/schemas';
import { isUpcoming } from '../handlers/event-views.ts';
import type { AttendeeRecord, EventPurchaseRecord, OrderRecord, Store } from '../store/store.ts';
import { keyMatches, newAccessKey, ticketCodes } from './access.ts';
import { orderReceipt } from './order-receipt.ts';
import { ticketHolders } from './ticket-holders.ts';

export const attendeeRecords = (attendees: readonly Attendee[]): AttendeeRecord[] =>
  attendees.map((a) => ({ name: a.name, email: a.email ?? '' }));

/** A holder's own key, made the first time her link is needed. */
export function holderKey(holder: AttendeeRecord): string {
  holder.access_key ??= newAccessKey();
  return holder.access_key;
}

interface TicketPlace {
  order: OrderRecord;
  purchase: EventPurchaseRecord;
  index: number;
}

/** Where a ticket code is: its paid event order, its purchase and its place among the tickets. */
function findTicket(store: Store, code: string): TicketPlace | null {
  for (const purchase of store.eventPurchases) {
    const index = purchase.ticket_codes?.indexOf(code) ?? -1;
    if (index < 0) continue;
    const order = store.orders.find((o) => o.order_id === purchase.order_id && o.status === 'paid');
    return order ? { order, purchase, index } : null;
  }
  return null;
}

/**
 * One holder's own ticket for the key of her link: null (one 404) for an unknown code, a wrong or
 * missing key, a holder without a key, or a refunded ticket.
 */
export function attendeeTicket(store: Store, code: string, key: string | undefined): AttendeeTicket | null {
  const place = findTicket(store, code);
  const holder = place?.order.attendees?.[place.index];
  if (!keyMatches(holder?.access_key, key) || place === null || holder === undefined) return null;
  if (place.purchase.refund_status === 'refunded') return null;
  const receipt = orderReceipt(store, place.order);
  if (receipt === null) return null;
  return {
    item: receipt.item,
    ...(receipt.term ? { term: receipt.term } : {}),
    ...(receipt.schedule ? { schedule: receipt.schedule } : {}),
    ticket: {
      code,
      label: ordersMessages.ticketLabel(place.index + 1, receipt.quantity),
      holder: holder.name,
    },
    // Her calendar entry names her ticket, not the buyer's order.
    calendar: calendarLinks({
      item: receipt.item,
      term: receipt.term,
      order_id: code,
      schedule: receipt.schedule,
    }),
  };
}

export type RenameResult = { ok: true; holder: string } | { ok: false; status: 400 | 404; message: string };

/** Corrects the name on one ticket of an order the caller may read, until its event starts. */
export function renameHolder(
  store: Store,
  order: OrderRecord,
  code: string,
  name: string,
  now: Date,
): RenameResult {
  const purchase = store.eventPurchases.find((p) => p.order_id === order.order_id);
  const index = purchase ? ticketCodes(purchase, purchase.quantity).indexOf(code) : -1;
  if (purchase === undefined || index < 0)
    return { ok: false, status: 404, message: attendeeMessages.unknownTicket };
  const event = store.events.find((e) => e.id === purchase.event_id);
  if (event === undefined || !isUpcoming(event, now))
    return { ok: false, status: 400, message: attendeeMessages.renameClosed };
  const buyerName = orderReceipt(store, order)?.holder ?? '';
  order.attendees = ticketHolders(order, buyerName, purchase.quantity);
  const holder = order.attendees[index];
  if (holder === undefined) return { ok: false, status: 404, message: attendeeMessages.unknownTicket };
  holder.name = name;
  return { ok: true, holder: name };
}
