import { type accountEndpoints, accountMessages, type EventPurchase, REFUND_STATUS } from '@lwl/schemas';
import { imageUrl } from '../images/urls.ts';
import { markRefundRequested } from '../invoices/invoice-book.ts';
import { refundRequest } from '../mail/order-mail.ts';
import { refundFacts } from '../orders/refunds.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { today } from '../store/dates.ts';
import { activeMembership } from '../store/queries.ts';
import type { EventPurchaseRecord, Store } from '../store/store.ts';
import { badRequest, callerUser, sessionExpired } from './shared.ts';

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function purchaseView(store: Store, purchase: EventPurchaseRecord): EventPurchase | null {
  const event = store.events.find((e) => e.id === purchase.event_id);
  if (!event) return null;
  return {
    id: purchase.id,
    purchased_date: purchase.purchased_date.slice(0, 10),
    currency: purchase.currency,
    amount: purchase.amount,
    refund_status: purchase.refund_status === '' ? null : purchase.refund_status,
    order_id: purchase.order_id,
    quantity: purchase.quantity,
    refund_requested_at: purchase.refund_requested_at ?? null,
    refund_updated_at: purchase.refund_updated_at ?? null,
    event: {
      name: event.name,
      event_date: event.event_date,
      date: longDate.format(new Date(`${event.event_date}T00:00:00Z`)),
      city: event.city,
      address: event.address,
    },
  };
}

const newestFirst = <T extends { id: number }>(a: T, b: T) => b.id - a.id;

export const accountHandlers: HandlerMap<typeof accountEndpoints> = {
  'GET account-membership': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const membership = activeMembership(ctx.store, user.id, ctx.now);
    return {
      status: 200,
      body: {
        status: 1,
        data: membership
          ? {
              membership: membership.tier,
              created_date: membership.created_date.slice(0, 10),
              modified_expiry_date: membership.modified_expiry_date,
              membership_price: membership.membership_price,
              user_id: user.id,
            }
          : null,
        user: { first_name: user.first_name, last_name: user.last_name },
      },
    };
  },

  'GET account-events': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const data = ctx.store.eventPurchases
      .filter((p) => p.user_id === user.id)
      .sort(newestFirst)
      .flatMap((p) => purchaseView(ctx.store, p) ?? []);
    return { status: 200, body: { status: 1, data } };
  },

  'GET account-mentors': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const data = ctx.store.mentorBookings
      .filter((b) => b.user_id === user.id)
      .sort(newestFirst)
      .flatMap((b) => {
        const mentor = ctx.store.mentors.find((m) => m.id === b.mentor_id);
        return mentor
          ? [
              {
                amount: b.amount,
                mentor: {
                  name: mentor.name,
                  image: imageUrl(ctx.origin, 'mentors', mentor.id),
                  designation: mentor.designation,
                },
              },
            ]
          : [];
      });
    return { status: 200, body: { status: 1, data } };
  },

  'GET account-packages': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const data = ctx.store.packagePurchases
      .filter((p) => p.user_id === user.id)
      .sort(newestFirst)
      .flatMap((p) => {
        const pack = ctx.store.packages.find((k) => k.id === p.package_id);
        return pack
          ? [
              {
                amount: p.amount,
                edited_created_at: shortDate.format(new Date(p.created_at)),
                package: { name: pack.name },
              },
            ]
          : [];
      });
    return { status: 200, body: { status: 1, data } };
  },

  /**
   * The refund request: own purchase, event today or later, refund_status empty or 'failed'. Records the
   * request alone (its instant; the invoice says 'Refund requested'; no credit note until the
   * organisers approve, `PUT /__mock/refunds/{id}`) and e-mails the `refund-request` message.
   */
  'POST delete-event': (ctx) => {
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const purchase = ctx.store.eventPurchases.find(
      (p) => p.id === ctx.input.event_id && p.user_id === user.id,
    );
    const event = purchase && ctx.store.events.find((e) => e.id === purchase.event_id);
    const eligible =
      purchase !== undefined &&
      event !== undefined &&
      event.event_date >= today(ctx.now) &&
      (purchase.refund_status === '' || purchase.refund_status === REFUND_STATUS.failed);
    if (!eligible || !purchase) return badRequest(accountMessages.refundNotAllowed);
    purchase.refund_status = REFUND_STATUS.initiated;
    purchase.refund_requested_at = ctx.now.toISOString();
    purchase.refund_updated_at = purchase.refund_requested_at;
    markRefundRequested(ctx.store, { kind: 'event', id: purchase.id });
    const facts = refundFacts(ctx.store, purchase, ctx.env.MOCK_WEB_ORIGIN);
    if (facts?.to) ctx.outbox.send(refundRequest(facts));
    return { status: 200, body: { status: 1, message: accountMessages.refundRequested } };
  },
};
