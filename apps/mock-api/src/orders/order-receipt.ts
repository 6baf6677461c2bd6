import {
  calendarLinks,
  editionVenueLine,
  eventInstant,
  indiaDate,
  type OrderReceipt,
  orderLinks,
  ordersMessages,
  REFUND_STATE_OF_STATUS,
  type Receipt,
  ROUTES,
  VENTURE_PASS_LABELS,
  VENTURE_VAULT,
} from '@lwl/schemas';
import { invoiceBookOf } from '../invoices/invoice-book.ts';
import { ownerOf } from '../invoices/record-invoice.ts';
import type { EventPurchaseRecord, OrderRecord, Store } from '../store/store.ts';
import { orderAccessKey, ticketCodes } from './access.ts';
import { ticketHolders } from './ticket-holders.ts';

type Described = Pick<Receipt, 'item' | 'term' | 'quantity' | 'schedule' | 'validity'> & {
  /** The purchase record holding the ticket codes (events and passes). */
  tickets: { ticket_codes?: string[] } | null;
  refundOf: EventPurchaseRecord | null;
};

const byOrder = (orderId: string) => (p: { order_id: string | null }) => p.order_id === orderId;

/** What an order bought, as the receipt names it (the web's purchase pages name it the same way). */
function describe(store: Store, order: OrderRecord): Described | null {
  const { item } = order;
  switch (item.kind) {
    case 'event': {
      const event = store.events.find((e) => e.id === item.event_id);
      const purchase = store.eventPurchases.find(byOrder(order.order_id));
      if (!event || !purchase) return null;
      const plan = event.prices.find((p) => p.id === item.price_id);
      return {
        item: event.name,
        ...(plan ? { term: plan.membership } : {}),
        quantity: item.quantity,
        schedule: {
          starts_at: eventInstant(event.event_date, event.start_time_edited, event.timezone),
          ends_at: eventInstant(event.event_date, event.end_time_edited, event.timezone),
          venue: event.address,
        },
        tickets: purchase,
        refundOf: purchase,
      };
    }
    case 'venture': {
      const edition = store.ventureEditions.find((e) => e.id === item.edition_id);
      const pkg = store.ventures.find((v) => v.id === item.venture_id);
      const booking = store.ventureBookings.find(byOrder(order.order_id));
      if (!booking) return null;
      return {
        item: edition ? `${VENTURE_VAULT.title} · ${edition.name}` : VENTURE_VAULT.title,
        term: [pkg?.group_info, VENTURE_PASS_LABELS[item.price_type]].filter(Boolean).join(' · '),
        quantity: 1,
        ...(edition
          ? {
              schedule: {
                starts_at: edition.starts_at,
                ends_at: edition.ends_at,
                venue: editionVenueLine(edition),
              },
            }
          : {}),
        tickets: booking,
        refundOf: null,
      };
    }
    case 'mentor': {
      const mentor = store.mentors.find((m) => m.id === item.mentor_id);
      if (!mentor) return null;
      return { item: ordersMessages.mentorSession(mentor.name), quantity: 1, tickets: null, refundOf: null };
    }
    case 'package': {
      const pack = store.packages.find((p) => p.id === item.package_id);
      if (!pack) return null;
      return { item: pack.name, quantity: 1, tickets: null, refundOf: null };
    }
    case 'membership': {
      const option = store.membershipOptions.find((o) => o.id === item.membership_price_id);
      if (!option) return null;
      const membership = store.memberships.find(byOrder(order.order_id));
      return {
        item: `${option.name} membership`,
        term: [option.term, option.city].filter(Boolean).join(' · '),
        quantity: 1,
        ...(membership
          ? {
              validity: {
                from: indiaDate(new Date(membership.created_date)),
                to: membership.modified_expiry_date,
              },
            }
          : {}),
        tickets: null,
        refundOf: null,
      };
    }
  }
}

function refundOf(store: Store, order: OrderRecord, purchase: EventPurchaseRecord | null) {
  if (purchase === null || purchase.refund_status === '') return null;
  const requested = purchase.refund_requested_at ?? purchase.refund_updated_at ?? purchase.purchased_date;
  const invoice = invoiceBookOf(store).invoices.find((r) => r.order_id === order.order_id);
  return {
    status: REFUND_STATE_OF_STATUS[purchase.refund_status],
    requested_at: requested,
    updated_at: purchase.refund_updated_at ?? requested,
    amount: order.amount,
    credit_note_number: invoice?.invoice.credit_note?.number ?? null,
  };
}

/** The buyer's name and address: the order's buyer, else the owner's account. */
function holderOf(store: Store, order: OrderRecord): { name: string; email: string } {
  const owner = ownerOf(store, order);
  const name = order.buyer?.name || (owner ? `${owner.first_name} ${owner.last_name}`.trim() : '');
  return { name, email: order.buyer?.email || owner?.email || '' };
}

/** Where the booking now appears, as the web's receipt links it. */
function accountOf(order: OrderRecord, email: string, ticket: string | null): Receipt['account'] {
  const { kind } = order.item;
  if (kind === 'membership') {
    const to = email ? `${ROUTES.login}?email=${encodeURIComponent(email)}` : ROUTES.login;
    return { to, kind: 'login' };
  }
  if (kind === 'venture' || (kind === 'event' && order.user_id === null))
    return ticket ? { to: ticket, kind: 'tickets' } : undefined;
  if (order.user_id === null) return undefined;
  const section = { event: 'events', mentor: 'mentors', package: 'packages' }[kind];
  return { to: `${ROUTES.profile}?section=${section}`, kind: 'account' };
}

/** An event ticket's holder on the buyer's receipt: her name ('' while unnamed) and e-mail, if any. */
const holderFields = (holder: { name: string; email: string } | undefined) =>
  holder === undefined
    ? {}
    : { holder: holder.name, ...(holder.email ? { holder_email: holder.email } : {}) };

/**
 * The receipt of a paid order (`GET orders/{order_id}`), its links carrying the order's key; null for an
 * unpaid order or one whose purchase is gone. Fills in the key and ticket codes of an order from an older
 * state file.
 */
export function orderReceipt(store: Store, order: OrderRecord): OrderReceipt | null {
  if (order.status !== 'paid' || order.paid_at === null) return null;
  const described = describe(store, order);
  if (described === null) return null;
  const { tickets: holderOfCodes, refundOf: refundable, ...what } = described;
  const links = orderLinks(order.order_id, orderAccessKey(order), order.item.kind);
  const invoice = invoiceBookOf(store).invoices.find((r) => r.order_id === order.order_id);
  const holder = holderOf(store, order);
  const codes = holderOfCodes ? ticketCodes(holderOfCodes, what.quantity) : [];
  const account = accountOf(order, holder.email, links.ticket);
  const holders = ticketHolders(order, holder.name, codes.length);
  const receipt: OrderReceipt = {
    kind: order.item.kind,
    ...what,
    amount: order.amount,
    currency: order.currency,
    breakdown: order.breakdown,
    ...(order.coupon ? { coupon: order.coupon } : {}),
    order_id: order.order_id,
    ...(order.payment_id ? { payment_id: order.payment_id } : {}),
    paid_at: order.paid_at,
    ...(holder.email ? { email: holder.email } : {}),
    ...(account ? { account } : {}),
    holder: holder.name,
    tickets: codes.map((code, i) => ({
      code,
      label: ordersMessages.ticketLabel(i + 1, codes.length),
      ...holderFields(order.item.kind === 'event' ? holders[i] : undefined),
    })),
    links: { receipt: links.receipt, ticket: links.ticket, invoice: invoice ? links.invoice : null },
    calendar: calendarLinks({ ...what, order_id: order.order_id }),
    invoice_number: invoice?.invoice.number ?? null,
    refund: refundOf(store, order, refundable),
  };
  return receipt;
}
