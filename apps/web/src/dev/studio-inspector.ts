/**
 * Sends every actor's creation and snapshots to the Flow Studio's relay (ws://localhost:{port}/relay),
 * in the message shapes of apps/studio/src/live/protocol.ts. Loaded only in development or in the
 * screen-recording build (see src/lib/inspect.ts). Messages wait in a queue until the socket opens;
 * without a studio they are dropped and the app carries on.
 */
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

const MAX_CONTEXT = 50_000;

function machineIdOf(actor: unknown): string | undefined {
  const logic = (actor as { logic?: { id?: unknown; root?: unknown } }).logic;
  return logic && typeof logic.id === 'string' && logic.root ? logic.id : undefined;
}

/** The context as JSON the studio can show: functions dropped, child actors named, size capped. */
function safeContext(context: unknown): unknown {
  try {
    const text = JSON.stringify(context, (_key, value: unknown) => {
      if (typeof value === 'function') return undefined;
      if (typeof value === 'object' && value !== null && 'sessionId' in value && 'send' in value) {
        return `[actor ${String((value as { id?: unknown }).id)}]`;
      }
      return value;
    });
    return text === undefined || text.length > MAX_CONTEXT ? '(too large to show)' : JSON.parse(text);
  } catch {
    return '(not serialisable)';
  }
}

export function studioInspector(options: { port: number; reportPaint: boolean }): Observer<InspectionEvent> {
  const socket = new WebSocket(`ws://localhost:${options.port}/relay?role=app`);
  const waiting: string[] = [];
  let closed = false;
  socket.addEventListener('open', () => {
    for (const message of waiting.splice(0)) socket.send(message);
  });
  socket.addEventListener('close', () => {
    closed = true;
    waiting.length = 0;
  });
  const send = (message: object) => {
    if (closed) return;
    const text = JSON.stringify(message);
    if (socket.readyState === WebSocket.OPEN) socket.send(text);
    else waiting.push(text);
  };

  return {
    next(event) {
      const { actorRef } = event;
      const machineId = machineIdOf(actorRef);
      if (event.type === '@xstate.actor') {
        send({
          kind: 'actor',
          sessionId: actorRef.sessionId,
          parentId: (actorRef as { _parent?: AnyActorRef })._parent?.sessionId,
          machineId,
        });
        return;
      }
      if (event.type !== '@xstate.snapshot' || !machineId) return;
      const snapshot = event.snapshot as { value?: unknown; status?: string; context?: unknown };
      send({
        kind: 'snapshot',
        sessionId: actorRef.sessionId,
        machineId,
        value: snapshot.value,
        status: snapshot.status,
        context: safeContext(snapshot.context),
        event: event.event.type,
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
