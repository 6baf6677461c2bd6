/**
 * Sends every actor's creation and snapshots to the Flow Studio's relay (ws://localhost:{port}/relay),
 * or, in the review build, to the studio in another tab of the same origin (a BroadcastChannel),
 * in the message shapes of apps/studio/src/live/protocol.ts: with each snapshot, the event that made it
 * (its fields too, for the studio's event log), the actor that sent it and the time. Loaded only in
 * development or in the screen-recording build (see src/lib/inspect.ts). Messages wait in a queue until
 * the socket opens; without a studio they are dropped and the app carries on.
 */
import { INSPECTION_CHANNEL, type InspectionPost } from '@lwl/machines';
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

const MAX_CONTEXT = 50_000;
const MAX_PAYLOAD = 10_000;

function machineIdOf(actor: unknown): string | undefined {
  const logic = (actor as { logic?: { id?: unknown; root?: unknown } }).logic;
  return logic && typeof logic.id === 'string' && logic.root ? logic.id : undefined;
}

/** A value as JSON the studio can show: functions dropped, actors and errors named, size capped. */
function safeJson(value: unknown, max: number): unknown {
  try {
    const text = JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'function') return undefined;
      if (typeof item === 'object' && item !== null && 'sessionId' in item && 'send' in item) {
        return `[actor ${String((item as { id?: unknown }).id)}]`;
      }
      // An Error's own fields (the client's ApiError: kind, status, operation...) and its message.
      if (item instanceof Error) return { ...item, name: item.name, message: item.message };
      if (typeof Blob !== 'undefined' && item instanceof Blob) return `[file ${item.size} bytes]`;
      return item;
    });
    return text === undefined || text.length > max ? '(too large to show)' : JSON.parse(text);
  } catch {
    return '(not serialisable)';
  }
}

/** An event's fields besides its type; undefined when it has none. */
function payloadOf(event: { type: string }): unknown {
  const { type: _type, ...fields } = event as Record<string, unknown>;
  return Object.keys(fields).length === 0 ? undefined : safeJson(fields, MAX_PAYLOAD);
}

/** To the studio's relay on localhost: queued until the socket opens, dropped once it closed. */
function relaySender(port: number): (message: object) => void {
  const socket = new WebSocket(`ws://localhost:${port}/relay?role=app`);
  const waiting: string[] = [];
  let closed = false;
  socket.addEventListener('open', () => {
    for (const message of waiting.splice(0)) socket.send(message);
  });
  socket.addEventListener('close', () => {
    closed = true;
    waiting.length = 0;
  });
  return (message) => {
    if (closed) return;
    const text = JSON.stringify(message);
    if (socket.readyState === WebSocket.OPEN) socket.send(text);
    else waiting.push(text);
  };
}

/** To a studio of the same origin in another tab (the review folder has no relay). */
function channelSender(): (message: object) => void {
  const channel = new BroadcastChannel(INSPECTION_CHANNEL);
  const tab = crypto.randomUUID();
  window.addEventListener('pagehide', () =>
    channel.postMessage({ tab, closed: true } satisfies InspectionPost),
  );
  return (message) => channel.postMessage({ tab, message } satisfies InspectionPost);
}

export function studioInspector(
  options: { port: number; reportPaint: boolean } | { channel: true; reportPaint: boolean },
): Observer<InspectionEvent> {
  const send = 'channel' in options ? channelSender() : relaySender(options.port);

  // Who sent the event an actor is about to take (`@xstate.event` comes just before its snapshot).
  const senders = new Map<string, string>();

  return {
    next(event) {
      const { actorRef } = event;
      const machineId = machineIdOf(actorRef);
      if (event.type === '@xstate.event') {
        const source = event.sourceRef?.sessionId;
        if (source && source !== actorRef.sessionId) senders.set(actorRef.sessionId, source);
        else senders.delete(actorRef.sessionId);
        return;
      }
      if (event.type === '@xstate.actor') {
        send({
          kind: 'actor',
          sessionId: actorRef.sessionId,
          parentId: (actorRef as { _parent?: AnyActorRef })._parent?.sessionId,
          machineId,
          id: (actorRef as { id?: string }).id,
        });
        return;
      }
      if (event.type !== '@xstate.snapshot') return;
      const snapshot = event.snapshot as { value?: unknown; status?: string; context?: unknown };
      // A call or a callback: only its status (pending, done, failed) matters to the studio.
      if (!machineId) {
        send({
          kind: 'snapshot',
          sessionId: actorRef.sessionId,
          status: snapshot.status,
          event: event.event.type,
        });
        return;
      }
      const sourceId = senders.get(actorRef.sessionId);
      senders.delete(actorRef.sessionId);
      send({
        kind: 'snapshot',
        sessionId: actorRef.sessionId,
        machineId,
        value: snapshot.value,
        status: snapshot.status,
        context: safeJson(snapshot.context, MAX_CONTEXT),
        event: event.event.type,
        payload: payloadOf(event.event),
        ...(sourceId ? { sourceId } : {}),
        at: Date.now(),
      });
      if (options.reportPaint) {
        // After React has rendered this snapshot and the browser painted it.
        requestAnimationFrame(() =>
          setTimeout(() =>
            send({
              kind: 'painted',
              sessionId: actorRef.sessionId,
              machineId,
              value: snapshot.value,
              url: window.location.href,
            }),
          ),
        );
      }
    },
  };
}
