/**
 * /upcoming-events: `GET events` on the generic resource machine (a failure is only logged,
 * platform.md §8) feeding the pure events list machine (chips, 6 visible, Load More).
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
  const [resource] = useResource(upcomingEventsMachine, loadEvents, { failureMessage: null });
  const list = useActorRef(eventsListMachine, actorOptions());
  const settled = resource.matches('ready') || resource.matches('empty') || resource.matches('failed');
  const data = resource.context.data;

  // Hands the loader's answer to the list machine ('failed' leaves an empty list: only logged).
  useEffect(() => {
    if (!settled) return;
    if (data) list.send({ type: 'events.receive', events: data });
    else list.send({ type: 'events.fail' });
  }, [settled, data, list]);

  const snapshot = useSelector(list, (s) => s);
  return { snapshot, send: list.send, loading: !settled };
}
