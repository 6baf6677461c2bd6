import { type Attendee, eventMessages, eventPurchase, type eventsEndpoints } from '@lwl/schemas';
import { attendeeRecords } from '../orders/holders.ts';
import { purchaseHandlers, type Refusal, type Sale } from '../orders/purchase-handlers.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { buyerKind } from '../store/queries.ts';
import type { BuyerDetails, BuyerKind, EventRecord, Store } from '../store/store.ts';
import { eventCard, eventDetail, isUpcoming, mayBuy, pastEvent } from './event-views.ts';
import { badRequest, buyerFromContact, buyerFromUser, membersOnly, notFound } from './shared.ts';

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

/** A ticket order at the caller's price row. */
function eventSale(
  {
    store,
    input,
    now,
  }: { store: Store; input: { event_id: number; quantity: number; attendees?: Attendee[] }; now: Date },
  kind: BuyerKind,
  userId: number | null,
  buyer: BuyerDetails,
): Sale | Refusal {
  const priced = priceFor(store, input.event_id, kind, now);
  if (!priced.ok) return priced.result;
  const { event, price, priceId } = priced;
  return {
    item: { kind: 'event', event_id: event.id, quantity: input.quantity, price_id: priceId },
    unitPrice: price,
    quantity: input.quantity,
    userId,
    buyer,
    ...(input.attendees ? { attendees: attendeeRecords(input.attendees) } : {}),
  };
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

  ...purchaseHandlers(eventPurchase, {
    guest: (ctx) => eventSale(ctx, 'Non Member', null, buyerFromContact(ctx.input)),
    member: (ctx, user) =>
      eventSale(ctx, buyerKind(ctx.store, user.id, ctx.now), user.id, buyerFromUser(user)),
  }),

  'GET past-events': ({ store, origin, now }) => ({
    status: 200,
    body: store.events
      .filter((e) => !isUpcoming(e, now))
      .sort((a, b) => byDate(b, a))
      .map((e) => pastEvent(e, origin)),
  }),
};
