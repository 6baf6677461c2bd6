/**
 * What the live view knows of the apps being inspected: their live actors and the event log, kept
 * from the apps' messages (protocol.ts). The relay of `npm run studio` keeps one for every studio that
 * connects; a studio in the review folder, which has no relay, keeps its own from the apps in the
 * browser's other tabs (BroadcastChannel, live-channel.ts).
 */
import type { AppMessage, LiveActor, LogEntry, StudioMessage } from './protocol.ts';

const MAX_ACTORS = 500;
/** The last events kept for a studio that connects later. */
const MAX_LOG = 1000;

export interface LiveBook {
  /** A message from app number `app`; what studios must be told goes to `tell`. */
  fromApp(app: number, message: AppMessage): void;
  /** App `app` went away: its active actors are disconnected. */
  closed(app: number): void;
  /** Everything known, for a studio that arrives now. */
  current(): StudioMessage;
}

export function createLiveBook(tell: (message: StudioMessage) => void): LiveBook {
  const actors = new Map<string, LiveActor>();
  const log: LogEntry[] = [];
  let seq = 0;

  const update = (sessionId: string, app: number, change: Partial<LiveActor>) => {
    const actor: LiveActor = {
      ...(actors.get(sessionId) ?? { sessionId, app }),
      ...change,
      updatedAt: Date.now(),
    };
    actors.delete(sessionId);
    actors.set(sessionId, actor);
    // Oldest first out: a long session must not grow without bound.
    if (actors.size > MAX_ACTORS) actors.delete(actors.keys().next().value as string);
    tell({ kind: 'update', actor });
  };

  return {
    fromApp(app, message) {
      if (typeof message?.sessionId !== 'string') return;
      if (message.kind === 'actor') {
        update(message.sessionId, app, {
          ...(message.parentId ? { parentId: message.parentId } : {}),
          ...(message.machineId ? { machineId: message.machineId } : {}),
          ...(typeof message.id === 'string' ? { id: message.id } : {}),
        });
      } else if (message.kind === 'snapshot') {
        update(message.sessionId, app, {
          ...(message.value !== undefined ? { value: message.value } : {}),
          status: message.status,
          context: message.context,
          lastEvent: message.event,
          ...(message.machineId ? { machineId: message.machineId } : {}),
        });
        // The log holds the machines' steps; calls and callbacks show as actors with their status.
        if (!message.machineId) return;
        const entry: LogEntry = {
          seq: ++seq,
          at: typeof message.at === 'number' ? message.at : Date.now(),
          sessionId: message.sessionId,
          event: String(message.event),
          value: message.value,
          status: String(message.status),
          machineId: message.machineId,
          ...(message.payload !== undefined ? { payload: message.payload } : {}),
          ...(typeof message.sourceId === 'string' ? { sourceId: message.sourceId } : {}),
        };
        log.push(entry);
        if (log.length > MAX_LOG) log.shift();
        tell({ kind: 'log', entry });
      }
    },
    closed(app) {
      for (const actor of actors.values())
        if (actor.app === app && actor.status === 'active')
          update(actor.sessionId, app, { status: 'disconnected' });
    },
    current: () => ({ kind: 'actors', actors: [...actors.values()], log: [...log] }),
  };
}
