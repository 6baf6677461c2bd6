/** The signed-in member's tickets: `GET account-events`, kept to the events still to come. */
import { createResourceMachine, toDateOnly } from '@lwl/machines';
import { accountEndpoints, commonMessages, type EventPurchase } from '@lwl/schemas';
import { api } from '../lib/api.ts';
import { useResource } from '../session/use-resource.ts';

const ticketsMachine = createResourceMachine<EventPurchase[]>('tickets');

/** A ticket still to use: its event is today or later (dates only, as refunds count them). */
export function upcomingTickets(purchases: readonly EventPurchase[], today: string): EventPurchase[] {
  return purchases
    .filter((purchase) => purchase.event.event_date >= today)
    .sort((a, b) => byDay(a.event.event_date, b.event.event_date));
}

/** `YYYY-MM-DD` days in order as plain strings (localeCompare would load the browser's locale data). */
function byDay(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function useTickets() {
  const [snapshot, send] = useResource(
    ticketsMachine,
    (signal) =>
      api.request(accountEndpoints['GET account-events'], {}, { signal }).then((answer) => answer.data),
    { failureMessage: commonMessages.somethingWrongTryLater },
  );
  const tickets = upcomingTickets(snapshot.context.data ?? [], toDateOnly(new Date()));
  return { snapshot, send, tickets };
}
