import * as z from 'zod/mini';
import type { RefundState } from '../account/refund-texts.ts';
import { type Receipt, receiptCalendarEvent, receiptSchema } from '../checkout/receipt.ts';
import { okBody } from '../common/envelope.ts';
import { minorAmount } from '../money/units.ts';

/** 128 random bits, base64url without padding (22 characters): the key of an order's links. */
export const ACCESS_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** `tkt_` + 26 characters of Crockford base32 (128 random bits): one per ticket or pass. */
export const TICKET_CODE_PATTERN = /^tkt_[0-9A-HJKMNP-TV-Z]{26}$/;

export const orderTicketSchema = z.object({
  code: z.string().check(z.regex(TICKET_CODE_PATTERN)),
  /** 'Ticket 1 of 2'. */
  label: z.string(),
  /** Extension: the ticket's holder (docs/product-rules.md "Ticket holders"); '' while unnamed. */
  holder: z.optional(z.string()),
  /** Extension: the holder's e-mail, when she gave one (the buyer's view only). */
  holder_email: z.optional(z.string()),
});
export type OrderTicket = z.infer<typeof orderTicketSchema>;

/** A path on the web app (a regex, not `startsWith`: JSON Schema has a pattern, no such format). */
const webPath = () => z.string().check(z.regex(/^\//));

/**
 * An order's refund, when one was requested (`delete-event`): `requested`, then `refunded` (with the
 * credit note) or `refused` (`RefundState`; labels `REFUND_STATE_LABELS`). Amount in minor units.
 */
export const orderRefundSchema = z.object({
  status: z.enum(['requested', 'refunded', 'refused'] satisfies RefundState[]),
  requested_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  amount: minorAmount('Amount to be refunded'),
  credit_note_number: z.nullable(z.string()),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * `GET orders/{order_id}` (a contract extension): the receipt of a paid order, for its key or its
 * signed-in owner. Every field of the in-memory receipt, plus the buyer, tickets, links and refund.
 */
export const orderReceiptSchema = z.extend(receiptSchema, {
  /** The buyer's name. */
  holder: z.string(),
  /** One per unit for events and Venture passes; empty for other purchases. */
  tickets: z.array(orderTicketSchema),
  /** Web paths, with the key (see `orderLinks`); `invoice` is null when the order has no invoice. */
  links: z.object({ receipt: webPath(), ticket: z.nullable(webPath()), invoice: z.nullable(webPath()) }),
  calendar: z.nullable(z.object({ google: z.string(), outlook: z.string() })),
  invoice_number: z.nullable(z.string()),
  refund: z.nullable(orderRefundSchema),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

export const orderReceiptResponseSchema = okBody({ data: orderReceiptSchema });

/**
 * `GET attendee-tickets/{ticket}` (extension): one holder's own ticket, for her link: what and when,
 * her name and her code only; nothing of the order's other tickets, its buyer or its amount.
 */
export const attendeeTicketSchema = z.object({
  item: receiptSchema.shape.item,
  term: receiptSchema.shape.term,
  schedule: receiptSchema.shape.schedule,
  ticket: z.object({ code: orderTicketSchema.shape.code, label: z.string(), holder: z.string() }),
  calendar: orderReceiptSchema.shape.calendar,
});
export type AttendeeTicket = z.infer<typeof attendeeTicketSchema>;

/** One holder's own ticket page: `/ticket?ticket={code}&key={her key}`. */
export function attendeeTicketLink(code: string, key: string): string {
  return `/ticket?${new URLSearchParams({ ticket: code, key })}`;
}

/** The web paths of an order, built once for the web and the mock's e-mails. */
export interface OrderLinks {
  /** `/thank-you?order=…&key=…` (`/venturethank-you` for a Venture pass). */
  receipt: string;
  /** `/ticket?order=…&key=…` for events and Venture passes, else null. */
  ticket: string | null;
  /** The receipt page's invoice section (`…#invoice`); the caller drops it when no invoice exists. */
  invoice: string;
}

/**
 * The receipt, ticket and invoice paths of an order. `key` null leaves it out (a signed-in owner's own
 * links); the values are URL-encoded.
 */
export function orderLinks(orderId: string, key: string | null, kind: Receipt['kind']): OrderLinks {
  const query = new URLSearchParams({ order: orderId });
  if (key !== null) query.set('key', key);
  const receipt = `${kind === 'venture' ? '/venturethank-you' : '/thank-you'}?${query}`;
  return {
    receipt,
    ticket: kind === 'event' || kind === 'venture' ? `/ticket?${query}` : null,
    invoice: `${receipt}#invoice`,
  };
}

/** `2026-12-05T13:00:00.000Z` → `20261205T130000Z` (Google Calendar's UTC form). */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
/** `2026-12-05T13:00:00Z` (Outlook's form). */
const isoUtc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

const query = (params: [string, string][]) =>
  params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');

/** "Add to Google Calendar" and "Add to Outlook" links of an event or pass receipt; null without a schedule. */
export function calendarLinks(
  receipt: Pick<Receipt, 'item' | 'term' | 'order_id' | 'schedule'>,
): { google: string; outlook: string } | null {
  const entry = receiptCalendarEvent(receipt);
  if (entry === null || receipt.schedule === undefined) return null;
  const { starts_at, ends_at } = receipt.schedule;
  const google = `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', entry.title],
  ])}&dates=${compactUtc(starts_at)}/${compactUtc(ends_at)}&${query([
    ['location', entry.location],
    ['details', entry.description],
  ])}`;
  const outlook = `https://outlook.live.com/calendar/0/deeplink/compose?path=/calendar/action/compose&rru=addevent&${query(
    [
      ['subject', entry.title],
      ['startdt', isoUtc(starts_at)],
      ['enddt', isoUtc(ends_at)],
      ['location', entry.location],
      ['body', entry.description],
    ],
  )}`;
  return { google, outlook };
}
