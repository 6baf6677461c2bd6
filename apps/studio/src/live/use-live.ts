import { useEffect, useState } from 'react';
import { listenToTabs } from './live-channel.ts';
import type { LiveActor, LogEntry, StudioMessage } from './protocol.ts';

export type Connection = 'connecting' | 'open' | 'unavailable';

/** Entries kept in the page (the relay keeps its own last 1000 for studios that connect later). */
const MAX_LOG = 2000;

/** The live actors and the event log the relay of the serving studio knows, kept up to date. */
export function useLive(): { actors: LiveActor[]; log: LogEntry[]; connection: Connection } {
  const [actors, setActors] = useState<Map<string, LiveActor>>(new Map());
  const [log, setLog] = useState<LogEntry[]>([]);
  const [connection, setConnection] = useState<Connection>('connecting');
  useEffect(() => {
    const apply = (data: StudioMessage) => {
      if (data.kind === 'log') {
        setLog((current) => [...current.slice(-(MAX_LOG - 1)), data.entry]);
        return;
      }
      if (data.kind === 'actors') setLog(data.log ?? []);
      setActors((current) => {
        if (data.kind === 'actors') return new Map(data.actors.map((a) => [a.sessionId, a]));
        const next = new Map(current);
        next.set(data.actor.sessionId, data.actor);
        return next;
      });
    };
    // The review folder's studio (built in its `review` mode) has no relay: the app's tabs post to it.
    if (import.meta.env.MODE === 'review') {
      setConnection('open');
      return listenToTabs(apply);
    }
    if (!/^https?:$/.test(window.location.protocol)) {
      setConnection('unavailable');
      return;
    }
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}/relay?role=studio`);
    socket.onopen = () => setConnection('open');
    socket.onerror = () => setConnection('unavailable');
    socket.onclose = () => setConnection('unavailable');
    socket.onmessage = (message) => apply(JSON.parse(String(message.data)) as StudioMessage);
    return () => socket.close();
  }, []);
  return { actors: [...actors.values()], log, connection };
}
