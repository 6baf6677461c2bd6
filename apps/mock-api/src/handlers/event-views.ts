import type { Event, EventCard, EventPlanOption, PastEvent } from '@lwl/schemas';
import { imageUrl } from '../images/urls.ts';
import { today } from '../store/dates.ts';
import type { BuyerKind, EventRecord } from '../store/store.ts';

const RELATED_LIMIT = 4;
const IST_OFFSET = '+05:30';

/** '06:30 PM' → '18:30'. */
function to24h(time: string): string {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) return '00:00';
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** The event's start as an instant with the venue's offset (every event is in IST). */
const startsAt = (event: EventRecord): string =>
  `${event.event_date}T${to24h(event.start_time_edited)}:00${IST_OFFSET}`;

/**
 * The start instant in ms for a date and a start time: a pure function of the two strings, memoised
 * because every list answer asks it twice per event (filter, then `list_status`). Keyed by the strings
 * themselves, so a changed event simply asks for another key; bounded, cleared when full.
 */
const startMsMemo = new Map<string, number>();
const START_MEMO_MAX = 4_096;
function startMs(event: EventRecord): number {
  const key = `${event.event_date} ${event.start_time_edited}`;
  let ms = startMsMemo.get(key);
  if (ms === undefined) {
    if (startMsMemo.size >= START_MEMO_MAX) startMsMemo.clear();
    ms = Date.parse(startsAt(event));
    startMsMemo.set(key, ms);
  }
  return ms;
}

/**
 * Upcoming until it starts (docs/product-rules.md: an event's sales close at its start). One that has started or
 * ended is 'past': its page hides booking and create-order refuses it.
 */
export const isUpcoming = (event: EventRecord, now: Date): boolean =>
  event.event_date >= today(now) && now.getTime() < startMs(event);

/** The event's price rows for a caller: `can_view` is true on the one row they would buy (none when they may not). */
function priceRows(event: EventRecord, kind: BuyerKind, now: Date): EventPlanOption[] {
  const canBuy = mayBuy(event, kind, now);
  return event.prices.map((row) => ({
    id: row.id,
    member: row.membership !== 'Non Member',
    membership: row.membership,
    price: row.price,
    currency: row.currency,
    can_view: canBuy && row.membership === kind,
  }));
}

/** A list's card of an event, with the caller's price rows (the `prices` extension). */
export function eventCard(event: EventRecord, kind: BuyerKind, origin: string, now: Date): EventCard {
  return {
    id: event.id,
    name: event.name,
    slug: event.slug,
    image: imageUrl(origin, 'events', event.id),
    event_date: event.event_date,
    event_end_date: event.event_end_date,
    start_time_edited: event.start_time_edited,
    end_time_edited: event.end_time_edited,
    timezone: event.timezone,
    city: event.city,
    categories: event.categories.map((name) => ({ name })),
    list_status: isUpcoming(event, now) ? 'upcoming' : 'past',
    allow_non_member: event.allow_non_member,
    prices: priceRows(event, kind, now),
  };
}

/** Whether a buyer kind may buy this event now: upcoming, and open to guests or bought by a member. */
export const mayBuy = (event: EventRecord, kind: BuyerKind, now: Date): boolean =>
  isUpcoming(event, now) && (event.allow_non_member || kind !== 'Non Member');

/** The event page, its price rows as on its card. */
export function eventDetail(
  event: EventRecord,
  all: EventRecord[],
  kind: BuyerKind,
  origin: string,
  now: Date,
): Event {
  const others = all
    .filter((e) => e.id !== event.id && isUpcoming(e, now))
    .sort((a, b) => a.event_date.localeCompare(b.event_date));
  const shares = (e: EventRecord) => e.categories.some((c) => event.categories.includes(c));
  return {
    ...eventCard(event, kind, origin, now),
    title: event.title,
    description: event.description,
    date: startsAt(event),
    address: event.address,
    refundinfo: event.refundinfo,
    prices: priceRows(event, kind, now),
    related_events: others
      .filter(shares)
      .slice(0, RELATED_LIMIT)
      .map((e) => eventCard(e, kind, origin, now)),
    non_related_events: others
      .filter((e) => !shares(e))
      .slice(0, RELATED_LIMIT)
      .map((e) => eventCard(e, kind, origin, now)),
  };
}

export const pastEvent = (event: EventRecord, origin: string): PastEvent => ({
  id: event.id,
  slug: event.slug,
  name: event.name,
  image: imageUrl(origin, 'events', event.id),
  event_date: event.event_date,
  city: event.city,
});
