import { membershipMessages, purchaseMessages, TIER_NAME_BY_SLUG, toMajor } from '@lwl/schemas';
import { recordInvoice } from '../invoices/record-invoice.ts';
import { addMonths, isoDay } from '../store/dates.ts';
import { nextId } from '../store/ids.ts';
import { findUserByEmail } from '../store/queries.ts';
import type { OrderKind, OrderRecord, SignupDetails, Store, UserRecord } from '../store/store.ts';
import { newTicketCode } from './access.ts';

/** The answer of a confirmed (or free) order: the booking welcome for memberships, else the thank-you. */
export const successMessage = (kind: OrderKind): string =>
  kind === 'membership' ? membershipMessages.bookingSuccess : purchaseMessages.thankYou;

const major = (order: OrderRecord): number => toMajor(order.amount);

/** Records what a paid order bought and its tax invoice. Called exactly once per order (free at creation, else on callback). */
export function recordPurchase(store: Store, order: OrderRecord, now: Date): void {
  recordItem(store, order, now);
  recordInvoice(store, order, now);
}

function recordItem(store: Store, order: OrderRecord, now: Date): void {
  const at = now.toISOString();
  const { item } = order;
  const common = {
    user_id: order.user_id,
    buyer: order.buyer,
    order_id: order.order_id,
    currency: order.currency,
  };
  switch (item.kind) {
    case 'event':
      store.eventPurchases.push({
        ...common,
        id: nextId(store, 'eventPurchase'),
        event_id: item.event_id,
        quantity: item.quantity,
        amount: major(order),
        purchased_date: at,
        refund_status: '',
        ticket_codes: Array.from({ length: item.quantity }, newTicketCode),
      });
      return;
    case 'mentor':
      store.mentorBookings.push({
        ...common,
        id: nextId(store, 'mentorBooking'),
        mentor_id: item.mentor_id,
        free: false,
        amount: major(order),
        created_at: at,
      });
      return;
    case 'package':
      store.packagePurchases.push({
        ...common,
        id: nextId(store, 'packagePurchase'),
        package_id: item.package_id,
        amount: major(order),
        created_at: at,
      });
      return;
    case 'venture':
      store.ventureBookings.push({
        ...common,
        buyer: order.buyer ?? { name: '', email: '', phone: '', company_name: '', designation: '' },
        id: nextId(store, 'ventureBooking'),
        venture_id: item.venture_id,
        edition_id: item.edition_id,
        price_type: item.price_type,
        member_type: item.member_type,
        amount: major(order),
        created_at: at,
        ticket_codes: [newTicketCode()],
      });
      return;
    case 'membership': {
      const option = store.membershipOptions.find((o) => o.id === item.membership_price_id);
      if (!option)
        throw new Error(`order ${order.order_id}: unknown membership option ${item.membership_price_id}`);
      const userId = order.user_id ?? (item.signup ? accountFor(store, item.signup, at).id : null);
      if (userId === null)
        throw new Error(`order ${order.order_id}: a membership needs a user or sign-up details`);
      store.memberships.push({
        id: nextId(store, 'membership'),
        user_id: userId,
        tier: TIER_NAME_BY_SLUG[option.slug],
        membership_price_id: option.id,
        membership_price: major(order),
        currency: option.currency,
        order_id: order.order_id,
        created_date: at,
        modified_expiry_date: isoDay(addMonths(now, option.months)),
      });
      return;
    }
  }
}

/**
 * The account a confirmed sign-up belongs to: created with the submitted (hashed) password, or the
 * existing account of that e-mail when one was created since the order (its password is kept).
 */
function accountFor(store: Store, signup: SignupDetails, at: string): UserRecord {
  const existing = findUserByEmail(store, signup.email);
  if (existing) return existing;
  const { reffered_by: _referredBy, statement_of_purpose: _purpose, ...fields } = signup;
  const user: UserRecord = { ...fields, id: nextId(store, 'user'), created_at: at };
  store.users.push(user);
  return user;
}
