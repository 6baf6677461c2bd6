/** The signed-in member's tickets: `GET account-events`, kept to the events still to come. */
import { accountEventLists, createResourceMachine, toDateOnly } from '@lwl/machines';
import { accountEndpoints, commonMessages, type EventPurchase } from '@lwl/schemas';
import { api } from '../lib/api.ts';
import { useResource } from '../session/use-resource.ts';

const ticketsMachine = createResourceMachine<EventPurchase[]>('tickets');

export function useTickets() {
  const [snapshot, send] = useResource(
    ticketsMachine,
    (signal) =>
      api.request(accountEndpoints['GET account-events'], {}, { signal }).then((answer) => answer.data),
    { failureMessage: commonMessages.somethingWrongTryLater },
  );
  // Today and later, soonest first (packages/machines, account-events).
  const tickets = accountEventLists(snapshot.context.data ?? [], toDateOnly(new Date())).upcoming;
  return { snapshot, send, tickets };
}
