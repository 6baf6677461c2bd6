/**
 * Simulation = the machine's own pure `transition()` (xstate v5), step by step. The studio only
 * chooses the events: the reviewer's buttons, "done"/"error" of invoked actors, "after N ms" of
 * delays; guards the reviewer switches are forced, the rest decide as the machine does.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  initialTransition,
  transition,
} from 'xstate';
import { reviveEvent } from '../guide/answers.ts';
import { actorName, delayOf, eventLabel, pathOf, type TransitionKind } from '../model/chart-model.ts';

/** A step of a path: an event sent to the machine, or the reviewer's edit of the context. */
export type PathStep = { event: EventObject } | { context: Record<string, unknown> };

/** Guard name → forced result; a guard not listed decides as the machine does. */
export type GuardSwitches = Readonly<Record<string, boolean>>;

export interface AcceptedEvent {
  type: string;
  kind: TransitionKind;
  /** The button's name: the event type, `done: requestOtp`, `after 1 s`. */
  label: string;
  /** What it does in words (the description of its usual transition), shown on the button. */
  words: string;
  /** For done/error: the invoked actor's `src` (what the studio knows its answers by). */
  actor?: string;
}

/** A step the studio cannot take, in words for the reviewer (never a stack trace). */
class StepRefused extends Error {
  override readonly name = 'StepRefused';
}

type GuardFn = ((args: unknown, params: unknown) => boolean) & {
  check?: (snapshot: unknown, args: unknown, self: unknown) => boolean;
};

/**
 * The machine whose named guards read the reviewer's switches each time they are evaluated, so a
 * switch takes effect at the next step, in the state shown (xstate reads guards from the machine
 * that made the snapshot: a machine provided anew would only apply after a restart).
 */
export interface SwitchableMachine {
  machine: AnyStateMachine;
  switches(): GuardSwitches;
  setSwitches(switches: GuardSwitches): void;
}

export function switchable(machine: AnyStateMachine, initial: GuardSwitches = {}): SwitchableMachine {
  let current: GuardSwitches = initial;
  const guards = (machine.implementations.guards ?? {}) as Record<string, unknown>;
  const wrapped = Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => {
      if (typeof guard !== 'function') return [name, guard];
      const original = guard as GuardFn;
      const forced = () => (Object.hasOwn(current, name) ? current[name] : undefined);
      const wrapper: GuardFn = (args, params) => forced() ?? original(args, params);
      // Higher-order guards (and, or, not) are evaluated through their `check`.
      if (original.check) {
        const check = original.check;
        wrapper.check = (snapshot, args) => forced() ?? check(snapshot, args, original);
      }
      return [name, wrapper];
    }),
  );
  return {
    machine: machine.provide({ guards: wrapped as never }),
    switches: () => current,
    setSwitches: (switches) => {
      current = switches;
    },
  };
}

/** Paths of the active state nodes (atomic and their ancestors), without the root. */
export function activePaths(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).map(pathOf).filter((path) => path !== '');
}

/** The events the active states have transitions for, one button each (eventless ones run by themselves). */
/** The words of an event's usual transition: the last one, taken when no guard picks another. */
function wordsOfTransitions(
  transitions: readonly { description?: string | undefined }[],
): string | undefined {
  return [...transitions].reverse().find((t) => typeof t.description === 'string')?.description;
}

/** What an event does in words anywhere in the machine (its usual transition's description). */
export function eventWords(machine: AnyStateMachine, type: string): string | undefined {
  const found: Array<{ description?: string | undefined }> = [];
  const visit = (node: AnyStateNode) => {
    found.push(...(node.transitions.get(type) ?? []));
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return wordsOfTransitions(found);
}

/** The transition an event takes from a snapshot, in words (undefined when none is taken). */
export function takenWords(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string | undefined {
  try {
    const taken = machine.getTransitionData(snapshot as never, event as never);
    return taken.find((t) => typeof t.description === 'string')?.description;
  } catch {
    return undefined;
  }
}

export function acceptedEvents(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AcceptedEvent[] {
  if (snapshot.status !== 'active') return [];
  const seen = new Map<string, AcceptedEvent>();
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const [type, transitions] of node.transitions) {
      if (seen.has(type) || type === '*' || type.startsWith('xstate.done.state.')) continue;
      const first = transitions[0];
      if (!first) continue;
      const kind: TransitionKind = type.startsWith('xstate.done.actor.')
        ? 'done'
        : type.startsWith('xstate.error.actor.')
          ? 'error'
          : type.startsWith('xstate.after.')
            ? 'after'
            : 'event';
      const actor = kind === 'done' || kind === 'error' ? actorName(node, type) : undefined;
      const delay = kind === 'after' ? delayOf(type, machine, node.id) : undefined;
      seen.set(type, {
        type,
        kind,
        label: eventLabel({ event: type, kind, actor, delay }),
        words: wordsOfTransitions(transitions) ?? eventLabel({ event: type, kind, actor, delay }),
        ...(actor !== undefined ? { actor } : {}),
      });
    }
  }
  return [...seen.values()];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The event a button sends. For "done" the payload is the call's answer (any JSON value: `true` for a
 * yes/no prompt), for "error" its failure; for any other event, the event's own fields.
 */
export function eventFor(accepted: AcceptedEvent, payload: unknown): EventObject {
  if (accepted.kind === 'done') return { type: accepted.type, output: payload } as EventObject;
  if (accepted.kind === 'error') return { type: accepted.type, error: payload } as EventObject;
  if (payload === undefined || payload === null) return { type: accepted.type };
  if (!isObject(payload)) {
    throw new StepRefused(
      `“${accepted.label}” carries named fields: write them as a JSON object, e.g. {"email": "a@b.co"}.`,
    );
  }
  return { ...payload, type: accepted.type };
}

export interface Simulation {
  snapshot: AnyMachineSnapshot;
  /** The steps taken, in order (what a shared link replays). */
  path: PathStep[];
  /** The snapshot before each step (Back returns to the last one). */
  earlier: AnyMachineSnapshot[];
}

export function start(machine: AnyStateMachine, input: unknown = {}): Simulation {
  const [snapshot] = initialTransition(machine, input);
  return { snapshot, path: [], earlier: [] };
}

/** Fields of the context a JSON edit cannot hold (functions the input handed in): kept as they were. */
function functionFields(context: unknown): Record<string, unknown> {
  if (!isObject(context)) return {};
  return Object.fromEntries(Object.entries(context).filter(([, value]) => typeof value === 'function'));
}

/** One step through the machine's own `transition()`; throws when the machine does (e.g. a bad payload). */
export function apply(machine: AnyStateMachine, sim: Simulation, step: PathStep): Simulation {
  const snapshot =
    'event' in step
      ? transition(machine, sim.snapshot, reviveEvent(step.event))[0]
      : machine.resolveState({
          value: sim.snapshot.value,
          context: { ...functionFields(sim.snapshot.context), ...step.context },
        });
  return { snapshot, path: [...sim.path, step], earlier: [...sim.earlier, sim.snapshot] };
}

/** Replays a path from the start; stops at the first step the machine refuses (throws on). */
export function replay(machine: AnyStateMachine, path: readonly PathStep[], input: unknown = {}): Simulation {
  let sim = start(machine, input);
  for (const step of path) {
    try {
      sim = apply(machine, sim, step);
    } catch {
      break;
    }
  }
  return sim;
}

/** Back: the snapshot before the last step. */
export function back(sim: Simulation): Simulation {
  const previous = sim.earlier.at(-1);
  if (!previous) return sim;
  return { snapshot: previous, path: sim.path.slice(0, -1), earlier: sim.earlier.slice(0, -1) };
}

/** The path as a URL-safe string (for `#/{id}?path=...`) and back. */
export function encodePath(path: readonly PathStep[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(path));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodePath(encoded: string): PathStep[] {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    return Array.isArray(parsed) ? (parsed as PathStep[]) : [];
  } catch {
    return [];
  }
}
