/**
 * /upcoming-events: `GET events` on the generic resource machine feeding the pure events list machine
 * (chips, 6 visible, Load More). A failed load is the list's `failed` state: the page says so and offers
 * 'Try again' (the specs only log it; docs/product-rules.md says why we show it). No toast: the alert is
 * the message.
 */
import { createResourceMachine, eventsListMachine } from '@lwl/machines';
import { type EventCard, eventsEndpoints } from '@lwl/schemas';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { useResource } from '../../session/use-resource.ts';

const upcomingEventsMachine = createResourceMachine<EventCard[]>('upcomingEvents');

const loadEvents = (signal: AbortSignal) =>
  api.request(eventsEndpoints['GET events'], {}, { signal }).then((answer) => answer.data);

export function useUpcomingEvents() {
  const [resource, sendResource] = useResource(upcomingEventsMachine, loadEvents, { failureMessage: null });
  const list = useActorRef(eventsListMachine, actorOptions());
  const loading = resource.matches('loading');
  const failed = resource.matches('failed');
  const data = resource.context.data;

  // Hands the loader's outcome to the list machine.
  useEffect(() => {
    if (loading) list.send({ type: 'events.load' });
    else if (failed) list.send({ type: 'events.fail' });
    else if (data) list.send({ type: 'events.receive', events: data });
  }, [loading, failed, data, list]);

  const snapshot = useSelector(list, (s) => s);
  return { snapshot, send: list.send, retry: () => sendResource({ type: 'retry' }) };
}
