/**
 * The live-inspection relay: apps send their actors' events and snapshots, studios receive the
 * current list of live actors, the event log and every change. Everything stays on this machine.
 */
import type { IncomingMessage, Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AppMessage, LiveActor, LogEntry, StudioMessage } from '../src/live/protocol.ts';

export interface Relay {
  /** Called for each message an app sends (the screen recorder listens here). */
  onAppMessage(listener: (message: AppMessage) => void): void;
  close(): void;
}

const MAX_ACTORS = 500;
/** The last events kept for a studio that connects later. */
const MAX_LOG = 1000;

export function attachRelay(server: Server): Relay {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const actors = new Map<string, LiveActor>();
  const studios = new Set<WebSocket>();
  const log: LogEntry[] = [];
  let seq = 0;
  const listeners: Array<(message: AppMessage) => void> = [];
  let nextApp = 1;

  const broadcast = (message: StudioMessage) => {
    const text = JSON.stringify(message);
    for (const studio of studios) studio.send(text);
  };

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
    broadcast({ kind: 'update', actor });
  };

  const notify = (message: AppMessage) => {
    for (const listener of listeners) listener(message);
  };

  const fromApp = (socket: WebSocket) => {
    const app = nextApp++;
    socket.on('message', (data) => {
      let message: AppMessage;
      try {
        message = JSON.parse(String(data)) as AppMessage;
      } catch {
        return;
      }
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
        if (!message.machineId) return notify(message);
        const entry: LogEntry = {
          seq: ++seq,
          at: typeof message.at === 'number' ? message.at : Date.now(),
          sessionId: message.sessionId,
          event: String(message.event),
          value: message.value,
          status: String(message.status),
          ...(message.machineId ? { machineId: message.machineId } : {}),
          ...(message.payload !== undefined ? { payload: message.payload } : {}),
          ...(typeof message.sourceId === 'string' ? { sourceId: message.sourceId } : {}),
        };
        log.push(entry);
        if (log.length > MAX_LOG) log.shift();
        broadcast({ kind: 'log', entry });
      }
      notify(message);
    });
    socket.on('close', () => {
      for (const actor of actors.values()) {
        if (actor.app === app && actor.status === 'active')
          update(actor.sessionId, app, { status: 'disconnected' });
      }
    });
  };

  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/relay') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (url.searchParams.get('role') === 'studio') {
        studios.add(ws);
        ws.on('close', () => studios.delete(ws));
        ws.send(
          JSON.stringify({ kind: 'actors', actors: [...actors.values()], log } satisfies StudioMessage),
        );
      } else {
        fromApp(ws);
      }
    });
  });

  return {
    onAppMessage: (listener) => listeners.push(listener),
    close: () => wss.close(),
  };
}
