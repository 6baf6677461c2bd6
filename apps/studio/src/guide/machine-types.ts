/**
 * The machines' own types, read from @lwl/machines: every event, every invoked actor's answer and
 * every input. The studio's ready payloads are checked against them by the type checker, so a
 * payload that no longer fits its machine fails `tsc -b`, not a reviewer's click.
 */
import type * as machines from '@lwl/machines';
import type {
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  EventObject,
  InputFrom,
  OutputFrom,
  ProvidedActor,
  StateMachine,
} from 'xstate';

type Exports = typeof machines;

/** Every machine @lwl/machines exports. */
type MachineExport = {
  [K in keyof Exports]: Exports[K] extends AnyStateMachine ? Exports[K] : never;
}[keyof Exports];

// biome-ignore lint/suspicious/noExplicitAny: matching any machine, only the actors are read
type AnyParams = any;
type ActorsOf<M> =
  M extends StateMachine<
    AnyParams,
    AnyParams,
    AnyParams,
    infer TActor,
    AnyParams,
    AnyParams,
    AnyParams,
    AnyParams,
    AnyParams,
    AnyParams,
    AnyParams,
    AnyParams,
    AnyParams,
    AnyParams
  >
    ? TActor
    : never;

type StudioActor = Extract<ActorsOf<MachineExport>, ProvidedActor>;

/** Events with a literal type (a machine that declares no events accepts any `{ type: string }`). */
type Declared<E> = E extends EventObject ? (string extends E['type'] ? never : E) : never;

/** Every event type of every machine. */
export type StudioEvent = Declared<EventFromLogic<MachineExport>>;

/** The `src` of every invoked actor of every machine. */
export type ActorSrc = StudioActor['src'];

/** What an actor answers on success (the `output` of its done event). */
export type OutputOf<S extends ActorSrc> = OutputFrom<Extract<StudioActor, { src: S }>['logic']>;

/** An event's fields without its type (for each event of that type: they may differ by machine). */
type Fields<E> = E extends EventObject ? Omit<E, 'type'> : never;
type PayloadOf<E extends EventObject, T extends string> = Fields<Extract<E, { type: T }>>;

/** A named payload: one button of the simulation. */
export interface Choice<P = unknown> {
  label: string;
  payload: P;
}

/** Ready payloads by event type, each checked against the events of that type. */
export type EventChoices<E extends EventObject> = {
  [T in E['type']]?: readonly Choice<PayloadOf<E, T>>[];
};

/** One machine's payloads where they depend on its context (the cities its input lists...). */
export type MachineEventChoices<M extends AnyStateMachine> = {
  [T in Declared<EventFromLogic<M>>['type']]?: (
    context: ContextFrom<M>,
  ) => readonly Choice<PayloadOf<EventFromLogic<M>, T>>[];
};

export type InputOf<M extends AnyStateMachine> = InputFrom<M>;
