import { useEffect, useState } from 'react';
import type { LiveActor, StudioMessage } from './protocol.ts';

export type Connection = 'connecting' | 'open' | 'unavailable';

/** The live actors the relay of the serving studio knows, kept up to date. */
export function useLiveActors(): { actors: LiveActor[]; connection: Connection } {
  const [actors, setActors] = useState<Map<string, LiveActor>>(new Map());
  const [connection, setConnection] = useState<Connection>('connecting');
  useEffect(() => {
    if (!/^https?:$/.test(window.location.protocol)) {
      setConnection('unavailable');
      return;
    }
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}/relay?role=studio`);
    socket.onopen = () => setConnection('open');
    socket.onerror = () => setConnection('unavailable');
    socket.onclose = () => setConnection('unavailable');
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as StudioMessage;
      setActors((current) => {
        if (data.kind === 'actors') return new Map(data.actors.map((a) => [a.sessionId, a]));
        const next = new Map(current);
        next.set(data.actor.sessionId, data.actor);
        return next;
      });
    };
    return () => socket.close();
  }, []);
  return { actors: [...actors.values()], connection };
}
