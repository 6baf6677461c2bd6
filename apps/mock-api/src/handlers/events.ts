import { eventMessages, type eventsEndpoints } from '@lwl/schemas';
import { confirmPayment } from '../orders/confirm-payment.ts';
import { createOrder } from '../orders/create-order.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { buyerKind } from '../store/queries.ts';
import type { BuyerKind, EventRecord, Store } from '../store/store.ts';
import { eventCard, eventDetail, isUpcoming, mayBuy, pastEvent } from './event-views.ts';
import {
  badRequest,
  buyerFromContact,
  buyerFromUser,
  callerUser,
  membersOnly,
  notFound,
  orderAnswer,
  sessionExpired,
} from './shared.ts';

const byDate = (a: EventRecord, b: EventRecord) => a.event_date.localeCompare(b.event_date);

type Priced =
  | { ok: true; event: EventRecord; price: number; priceId: number }
  | { ok: false; result: ReturnType<typeof notFound | typeof membersOnly | typeof badRequest> };

/** The event and the caller's price row, or why the caller cannot buy it. */
export function priceFor(store: Store, eventId: number, kind: BuyerKind, now: Date): Priced {
  const event = store.events.find((e) => e.id === eventId);
  if (!event) return { ok: false, result: notFound() };
  if (!isUpcoming(event, now)) return { ok: false, result: badRequest(eventMessages.eventClosed) };
  if (!mayBuy(event, kind, now)) return { ok: false, result: membersOnly() };
  const row = event.prices.find((p) => p.membership === kind);
  if (!row) return { ok: false, result: notFound() };
  return { ok: true, event, price: row.price, priceId: row.id };
}

export const eventsHandlers: HandlerMap<typeof eventsEndpoints> = {
  'GET events': ({ store, caller, origin, now }) => {
    const kind = buyerKind(store, caller?.userId ?? null, now);
    const upcoming = store.events.filter((e) => isUpcoming(e, now)).sort(byDate);
    return {
      status: 200,
      body: {
        status: 1,
        data: upcoming.map((e) => eventCard(e, kind, origin, now)),
        sticky: upcoming.filter((e) => e.sticky).map((e) => eventCard(e, kind, origin, now)),
      },
    };
  },

  'GET events/{slug}': ({ store, input, caller, origin, now }) => {
    const event = store.events.find((e) => e.slug === input.slug);
    if (!event) return notFound();
    const kind = buyerKind(store, caller?.userId ?? null, now);
    return { status: 200, body: { status: 1, data: eventDetail(event, store.events, kind, origin, now) } };
  },

  'POST event-payment': (ctx) => {
    const { store, input, now } = ctx;
    const priced = priceFor(store, input.event_id, 'Non Member', now);
    if (!priced.ok) return priced.result;
    return orderAnswer(
      createOrder(ctx, {
        item: {
          kind: 'event',
          event_id: priced.event.id,
          quantity: input.quantity,
          price_id: priced.priceId,
        },
        unitPrice: priced.price,
        quantity: input.quantity,
        currency: 'INR',
        coupon: input.coupon,
        userId: null,
        buyer: buyerFromContact(input),
      }),
    );
  },

  'POST user-event-payment': (ctx) => {
    const { store, input, now } = ctx;
    const user = callerUser(ctx);
    if (!user) return sessionExpired();
    const priced = priceFor(store, input.event_id, buyerKind(store, user.id, now), now);
    if (!priced.ok) return priced.result;
    return orderAnswer(
      createOrder(ctx, {
        item: {
          kind: 'event',
          event_id: priced.event.id,
          quantity: input.quantity,
          price_id: priced.priceId,
        },
        unitPrice: priced.price,
        quantity: input.quantity,
        currency: 'INR',
        coupon: input.coupon,
        userId: user.id,
        buyer: buyerFromUser(user),
      }),
    );
  },

  'POST event-payment-callback': (ctx) => {
    const result = confirmPayment(ctx, 'event', ctx.input);
    return result.ok
      ? { status: 200, body: { status: 1, message: result.message } }
      : badRequest(result.message);
  },

  'GET past-events': ({ store, origin, now }) => ({
    status: 200,
    body: store.events
      .filter((e) => !isUpcoming(e, now))
      .sort((a, b) => byDate(b, a))
      .map((e) => pastEvent(e, origin)),
  }),
};
