import type { SearchEvent, searchEndpoints } from '@lwl/schemas';
import { imageUrl } from '../images/urls.ts';
import type { HandlerMap } from '../registry/handler.ts';
import { buyerKind } from '../store/queries.ts';
import type { BuyerKind, EventRecord } from '../store/store.ts';
import { directoryEntry, directoryMembers } from './directory.ts';
import { isUpcoming } from './event-views.ts';

/** At most this many members per search (the directory is the place to browse them all). */
const MEMBER_RESULTS_LIMIT = 20;

const matches = (term: string, ...fields: string[]): boolean =>
  fields.some((field) => field.toLowerCase().includes(term));

const searchEvent = (event: EventRecord, kind: BuyerKind, origin: string): SearchEvent => ({
  slug: event.slug,
  image: imageUrl(origin, 'events', event.id),
  name: event.name,
  event_date: event.event_date,
  city: event.city,
  price:
    event.prices.find((p) => p.membership === kind)?.price ??
    event.prices.find((p) => p.membership === 'Non Member')?.price ??
    0,
});

/**
 * Case-insensitive substring search over names, places and categories. A blank term finds nothing.
 * Members are searched for signed-in callers only; guests always get `members: []`.
 */
export const searchHandlers: HandlerMap<typeof searchEndpoints> = {
  'GET global-search': ({ store, input, caller, origin, now }) => {
    const term = input.search?.trim().toLowerCase() ?? '';
    if (term === '') {
      return {
        status: 200,
        body: { status: 1, data: { mentors: [], members: [], upcomingEvents: [], pastEvents: [] } },
      };
    }
    const kind = buyerKind(store, caller?.userId ?? null, now);
    const mentors = store.mentors
      .filter((m) =>
        matches(term, m.name, m.designation, m.company_name, m.area_of_interest, ...m.categories),
      )
      .map((m) => ({
        slug: m.slug,
        image: imageUrl(origin, 'mentors', m.id),
        name: m.name,
        designation: m.designation,
        amount: kind === 'Non Member' ? m.non_member_price_without_gst : m.session_price_without_gst,
      }));
    const members = caller
      ? directoryMembers(store, now)
          .filter((u) =>
            matches(term, `${u.first_name} ${u.last_name}`, u.company_name, u.designation, u.city, u.email),
          )
          .slice(0, MEMBER_RESULTS_LIMIT)
          .map((u) => {
            const { industry: _industry, ...entry } = directoryEntry(store, u, origin, now);
            return entry;
          })
      : [];
    const events = store.events.filter((e) => matches(term, e.name, e.city, ...e.categories));
    return {
      status: 200,
      body: {
        status: 1,
        data: {
          mentors,
          members,
          upcomingEvents: events.filter((e) => isUpcoming(e, now)).map((e) => searchEvent(e, kind, origin)),
          pastEvents: events.filter((e) => !isUpcoming(e, now)).map((e) => searchEvent(e, kind, origin)),
        },
      },
    };
  },
};
