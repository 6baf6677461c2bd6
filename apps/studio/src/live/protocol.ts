/**
 * What travels over the studio's relay (ws://localhost:{STUDIO_PORT}/relay). The web app in development
 * (`?inspect`, apps/web/src/lib/inspect.ts) connects with `?role=app` and sends one message per
 * inspection event; the studio connects with `?role=studio` and receives every live actor.
 */

/** From the app: an actor was created. */
interface ActorMessage {
  kind: 'actor';
  sessionId: string;
  parentId?: string;
  machineId?: string;
}

/** From the app: an actor's new snapshot (and the event that made it). */
interface SnapshotMessage {
  kind: 'snapshot';
  sessionId: string;
  machineId?: string;
  value: unknown;
  status: string;
  context?: unknown;
  event: string;
}

/** From the app (only when recording screens): the page has painted this snapshot. */
interface PaintedMessage {
  kind: 'painted';
  sessionId: string;
  machineId: string;
  value: unknown;
  url: string;
}

export type AppMessage = ActorMessage | SnapshotMessage | PaintedMessage;

/** An actor as the studio shows it. */
export interface LiveActor {
  sessionId: string;
  app: number;
  parentId?: string;
  machineId?: string;
  value?: unknown;
  status?: string;
  context?: unknown;
  lastEvent?: string;
  updatedAt: number;
}

/** To the studio: the whole list on connect, then each change. */
export type StudioMessage = { kind: 'actors'; actors: LiveActor[] } | { kind: 'update'; actor: LiveActor };
