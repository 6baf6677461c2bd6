/**
 * What travels over the studio's relay (ws://localhost:{STUDIO_PORT}/relay). The web app in development
 * (`?inspect`, apps/web/src/dev/studio-inspector.ts, which repeats these shapes: the web does not import
 * the studio) connects with `?role=app` and sends one message per inspection event; the studio connects
 * with `?role=studio` and receives every live actor and the event log.
 */

/** From the app: an actor was created (by `parentId`, when another actor spawned or invoked it). */
interface ActorMessage {
  kind: 'actor';
  sessionId: string;
  parentId?: string;
  machineId?: string;
  /** The actor's id in its parent (`requestOtp`, `checkout`), for actors that are not machines. */
  id?: string;
}

/** From the app: an actor's new snapshot, and the event that made it (`value` only for a machine). */
interface SnapshotMessage {
  kind: 'snapshot';
  sessionId: string;
  machineId?: string;
  value?: unknown;
  status: string;
  context?: unknown;
  /** The event's type. */
  event: string;
  /** The event's other fields (JSON-safe, size-capped). */
  payload?: unknown;
  /** The actor that sent the event, when another actor did. */
  sourceId?: string;
  /** When the app saw it (ms since the epoch). */
  at?: number;
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
  id?: string;
  value?: unknown;
  status?: string;
  context?: unknown;
  lastEvent?: string;
  updatedAt: number;
}

/** One event an actor took, with what it carried and where it left the actor. */
export interface LogEntry {
  seq: number;
  at: number;
  sessionId: string;
  machineId?: string;
  event: string;
  payload?: unknown;
  sourceId?: string;
  /** The state after the event. */
  value: unknown;
  status: string;
}

/** To the studio: the actors and the log on connect, then each change. */
export type StudioMessage =
  | { kind: 'actors'; actors: LiveActor[]; log?: LogEntry[] }
  | { kind: 'update'; actor: LiveActor }
  | { kind: 'log'; entry: LogEntry };
