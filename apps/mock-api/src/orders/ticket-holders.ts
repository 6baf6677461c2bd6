import type { AttendeeRecord, OrderRecord } from '../store/store.ts';

/**
 * The holders of an order's `count` tickets: those it names, else the buyer on the first and the
 * others unnamed ('') until she names them.
 */
export function ticketHolders(order: OrderRecord, buyerName: string, count: number): AttendeeRecord[] {
  return Array.from(
    { length: count },
    (_, i) => order.attendees?.[i] ?? { name: i === 0 ? buyerName : '', email: '' },
  );
}
