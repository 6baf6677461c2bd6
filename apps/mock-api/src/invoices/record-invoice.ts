import {
  buildInvoice,
  type ChargeBreakdown,
  type ChargeKind,
  type InvoiceBuyer,
  indiaDate,
  type PlaceOfSupply,
  VENTURE_PASS_LABELS,
} from '@lwl/schemas';
import { findUser, findUserByEmail } from '../store/queries.ts';
import type {
  BuyerDetails,
  InvoiceRecord,
  OrderItem,
  OrderRecord,
  PurchaseRef,
  Store,
  UserRecord,
} from '../store/store.ts';
import { invoiceBookOf, nextSerial } from './invoice-book.ts';
import { placeOfOrder } from './place-of-supply.ts';

/** An account's fields an invoice reads (a sign-up's details have them before the account exists). */
export type BuyerAccount = Omit<UserRecord, 'id' | 'created_at'>;

/** The buyer as the account says at the time of payment (GST details only when provided). */
export function buyerOfUser(user: BuyerAccount): InvoiceBuyer {
  return {
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    gst: user.provides_gst_details
      ? {
          gstin: user.gst_number,
          company: user.gst_company_name,
          addressLines: [
            user.gst_address_line_1,
            user.gst_address_line_2,
            user.gst_pincode ? `PIN ${user.gst_pincode}` : '',
          ],
          state: user.gst_state,
        }
      : null,
    billingState: user.state,
  };
}

/** A guest as her invoice names her: her address and state when her order needed them (rule 46). */
function buyerOfGuest(buyer: BuyerDetails | null): InvoiceBuyer {
  const pincode = buyer?.pincode?.trim();
  return {
    name: buyer?.name ?? '',
    email: buyer?.email ?? '',
    gst: null,
    addressLines: [buyer?.address_line_1 ?? '', buyer?.address_line_2 ?? '', pincode ? `PIN ${pincode}` : ''],
    billingState: buyer?.state?.trim() || null,
  };
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2026-12-07` → '7 December 2026' (dates en-GB, as the app shows them). */
const dayOf = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** What the invoice line says was sold. */
export function describeItem(store: Store, item: OrderItem): string {
  switch (item.kind) {
    case 'event': {
      const event = store.events.find((e) => e.id === item.event_id);
      return event
        ? `Event ticket: ${event.name} (${dayOf(event.event_date)}, ${event.city})`
        : 'Event ticket';
    }
    case 'venture': {
      const buyer = item.member_type === 'member' ? 'member' : 'non-member';
      return `Venture Vault: ${VENTURE_PASS_LABELS[item.price_type]} (${buyer})`;
    }
    case 'mentor': {
      const mentor = store.mentors.find((m) => m.id === item.mentor_id);
      return mentor ? `Mentor session with ${mentor.name}` : 'Mentor session';
    }
    case 'package': {
      const pack = store.packages.find((p) => p.id === item.package_id);
      return pack ? `Sponsor package: ${pack.name}` : 'Sponsor package';
    }
    case 'membership': {
      const option = store.membershipOptions.find((o) => o.id === item.membership_price_id);
      return option
        ? `Membership: ${option.name}${option.city ? `, ${option.city}` : ''} (${option.term})`
        : 'Membership';
    }
  }
}

/** The purchase an order recorded (recordPurchase has just added it). */
function purchaseOf(store: Store, order: OrderRecord): PurchaseRef | null {
  const lists = {
    event: store.eventPurchases,
    venture: store.ventureBookings,
    mentor: store.mentorBookings,
    package: store.packagePurchases,
    membership: store.memberships,
  } as const;
  const found = lists[order.item.kind].find(
    (p: { order_id: string | null }) => p.order_id === order.order_id,
  );
  return found && 'id' in found ? { kind: order.item.kind, id: found.id } : null;
}

/** The account an order belongs to: the caller's, or the one a confirmed sign-up created. */
export function ownerOf(store: Store, order: OrderRecord): UserRecord | undefined {
  if (order.user_id !== null) return findUser(store, order.user_id);
  if (order.item.kind === 'membership' && order.item.signup)
    return findUserByEmail(store, order.item.signup.email);
  return undefined;
}

export interface IssueInput {
  ownerId: number | null;
  purchase: PurchaseRef | null;
  buyer: InvoiceBuyer;
  kind: ChargeKind;
  description: string;
  breakdown: ChargeBreakdown;
  placeOfSupply: PlaceOfSupply | null;
  coupon: string | null;
  orderId: string | null;
  paymentId: string | null;
  issuedAt: Date;
}

/** Numbers and stores one invoice (the next serial of its financial year). */
export function issueInvoice(store: Store, input: IssueInput): InvoiceRecord {
  const book = invoiceBookOf(store);
  const serial = nextSerial(book, 'invoice', indiaDate(input.issuedAt));
  const record: InvoiceRecord = {
    user_id: input.ownerId,
    order_id: input.orderId,
    purchase: input.purchase,
    invoice: buildInvoice({ ...input, serial }),
  };
  book.invoices.push(record);
  return record;
}

/**
 * Records the tax invoice of a paid (or free) order, once per order (recordPurchase runs once per
 * order; an order that already has one is left alone all the same).
 */
export function recordInvoice(store: Store, order: OrderRecord, now: Date): void {
  if (invoiceBookOf(store).invoices.some((r) => r.order_id === order.order_id)) return;
  const owner = ownerOf(store, order);
  const buyer: InvoiceBuyer = owner ? buyerOfUser(owner) : buyerOfGuest(order.buyer);
  issueInvoice(store, {
    ownerId: owner?.id ?? null,
    purchase: purchaseOf(store, order),
    buyer,
    kind: order.item.kind,
    description: describeItem(store, order.item),
    breakdown: order.breakdown,
    // Kept on the order when it was priced; an order from an older state file is placed now.
    placeOfSupply: order.place_of_supply === undefined ? placeOfOrder(store, order) : order.place_of_supply,
    coupon: order.coupon,
    orderId: order.order_id,
    paymentId: order.payment_id,
    issuedAt: now,
  });
}
