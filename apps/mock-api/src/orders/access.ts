import { ordersMessages } from '@lwl/schemas';
import { platformCrypto } from '#platform/crypto';
import { toBase64Url } from '../platform/bytes.ts';
import type { OrderRecord, Store } from '../store/store.ts';

/** 128 random bits, base64url (22 characters): the key of an order's receipt and ticket links. */
export const newAccessKey = (): string => toBase64Url(platformCrypto.randomBytes(16));

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `tkt_` + 26 Crockford base32 characters of 128 random bits (the first carries 3 bits, the rest 5). */
export function newTicketCode(): string {
  let value = 0n;
  for (const byte of platformCrypto.randomBytes(16)) value = (value << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 26; i += 1) {
    code = CROCKFORD[Number(value & 31n)] + code;
    value >>= 5n;
  }
  return `tkt_${code}`;
}

/**
 * Gives the orders and tickets of a state file written before order links their keys and codes (at
 * load, `createApp`'s `upgrade`); true when it gave any.
 */
export function giveOrderLinks(store: Store): boolean {
  let changed = false;
  for (const order of store.orders) {
    if (order.access_key !== undefined) continue;
    orderAccessKey(order);
    changed = true;
  }
  for (const purchase of store.eventPurchases) {
    if (purchase.ticket_codes !== undefined) continue;
    ticketCodes(purchase, purchase.quantity);
    changed = true;
  }
  for (const booking of store.ventureBookings) {
    if (booking.ticket_codes !== undefined) continue;
    ticketCodes(booking, 1);
    changed = true;
  }
  return changed;
}

/** The order's key; an order from an older state file gets one now. */
export function orderAccessKey(order: OrderRecord): string {
  order.access_key ??= newAccessKey();
  return order.access_key;
}

/** A purchase's ticket codes (one per unit); a purchase from an older state file gets them now. */
export function ticketCodes(purchase: { ticket_codes?: string[] }, count: number): string[] {
  purchase.ticket_codes ??= Array.from({ length: count }, newTicketCode);
  return purchase.ticket_codes;
}

const digest = (text: string) => platformCrypto.sha256(text);

/**
 * Whether a key given in a link is the order's, in constant time: both are hashed first, so neither
 * the comparison nor the lengths tell how close a guess came. An order without a key matches nothing.
 */
export function keyMatches(expected: string | undefined, given: string | undefined): boolean {
  const same = platformCrypto.timingSafeEqual(digest(expected ?? ''), digest(given ?? ''));
  return same && expected !== undefined && given !== undefined && given !== '';
}

/** The one answer for an unknown or unpaid order and a wrong or missing key. */
export const orderNotFound = () => ({ status: 404, message: ordersMessages.notFound }) as const;
