/**
 * Simulation = the machine's own pure `transition()` (xstate v5), step by step. The studio only
 * chooses the events: the reviewer's buttons, "done"/"error" of invoked actors, "after N ms" of
 * delays; guards the reviewer switches are provided to the machine, the rest decide as the machine does.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  initialTransition,
  transition,
} from 'xstate';
import { eventLabel, pathOf, type TransitionKind } from '../model/chart-model.ts';

/** A step of a path: an event sent to the machine, or the reviewer's edit of the context. */
export type PathStep = { event: EventObject } | { context: Record<string, unknown> };

/** Guard name → forced result; a guard not listed decides as the machine does. */
export type GuardSwitches = Readonly<Record<string, boolean>>;

export interface AcceptedEvent {
  type: string;
  kind: TransitionKind;
  /** The button's name: the event type, `done: requestOtp`, `after redirect (1000 ms)`. */
  label: string;
}

export function withSwitches(machine: AnyStateMachine, switches: GuardSwitches): AnyStateMachine {
  const forced = Object.entries(switches);
  if (forced.length === 0) return machine;
  return machine.provide({ guards: Object.fromEntries(forced.map(([name, pass]) => [name, () => pass])) });
}

/** Paths of the active state nodes (atomic and their ancestors), without the root. */
export function activePaths(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).map(pathOf).filter((path) => path !== '');
}

/** An invoked actor by its `src` (ids may be generated, like `0.checkout.creatingOrder`). */
export function actorName(node: AnyStateNode, eventType: string): string {
  const id = eventType.replace(/^xstate\.(done|error)\.actor\./, '');
  const src = node.invoke.find((inv) => inv.id === id)?.src;
  return typeof src === 'string' ? src : id;
}

/** The events the active states have transitions for, one button each (eventless ones run by themselves). */
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
      const delayName = kind === 'after' ? type.slice('xstate.after.'.length, -(node.id.length + 1)) : '';
      const configured = (machine.implementations.delays as Record<string, unknown>)[delayName];
      const ms = Number.isFinite(Number(delayName))
        ? Number(delayName)
        : typeof configured === 'number'
          ? configured
          : undefined;
      const delay = kind === 'after' ? { name: delayName, ...(ms !== undefined ? { ms } : {}) } : undefined;
      seen.set(type, { type, kind, label: eventLabel({ event: type, kind, actor, delay }) });
    }
  }
  return [...seen.values()];
}

/** The event a button sends; done/error carry the payload as the actor's output/error. */
export function eventFor(accepted: AcceptedEvent, payload: Record<string, unknown>): EventObject {
  if (accepted.kind === 'done') return { type: accepted.type, output: payload } as EventObject;
  if (accepted.kind === 'error') return { type: accepted.type, error: payload } as EventObject;
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

/** One step through the machine's own `transition()`; throws when the machine does (e.g. a bad payload). */
export function apply(machine: AnyStateMachine, sim: Simulation, step: PathStep): Simulation {
  const snapshot =
    'event' in step
      ? transition(machine, sim.snapshot, step.event)[0]
      : machine.resolveState({ value: sim.snapshot.value, context: step.context });
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
