/**
 * Transition coverage for XState v5 machines, measured with the actor's `inspect` hook.
 *
 * ```ts
 * const coverage = trackTransitions(checkoutMachine);   // every transition of the machine
 * afterAll(() => coverage.assertAllTaken());            // throws, listing each one never taken
 *
 * it('pays', async () => {
 *   const actor = createActor(checkoutMachine.provide({ actors: { ... } }), {
 *     inspect: coverage.inspect,
 *     clock,
 *     input,
 *   });
 *   actor.start();
 *   ...
 * });
 * ```
 *
 * A transition is identified by its source state id, its event type and its index among that
 * event's candidates on the source (guarded branches are distinct transitions), so the same
 * transition is recognised in `machine.provide(...)` copies. Eventless transitions have event
 * type `always`; delayed ones `xstate.after.<delay>.<state id>`; invoke results
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>`.
 *
 * One tracker observes any number of actors: every `@xstate.microstep` inspection event whose
 * actor runs this machine (or a `.provide()` copy of it) is recorded, including child actors
 * of the tracked machine's logic invoked by another machine — pass the same `inspect` to the
 * parent actor, or combine trackers with `combineInspectors`.
 */
import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent, StateNode } from 'xstate';

interface TransitionInfo {
  /** Stable key: `<source id>|<event type>|<index>`. */
  key: string;
  sourceId: string;
  eventType: string;
  index: number;
  guard: string | undefined;
  targets: string[];
  /** Readable form, e.g. `checkout.creatingOrder —xstate.done.actor.createOrder[1] (isPaid)→ checkout.success`. */
  label: string;
}

export interface TransitionCoverage {
  readonly machine: AnyStateMachine;
  /** Every transition of the machine, in document order. */
  readonly transitions: readonly TransitionInfo[];
  /** Pass as `createActor(..., { inspect: coverage.inspect })`. */
  readonly inspect: (event: InspectionEvent) => void;
  taken(): TransitionInfo[];
  untaken(): TransitionInfo[];
  /** Throws an Error listing every transition never taken. */
  assertAllTaken(): void;
}

const ALWAYS = 'always';

type AnyNode = StateNode<never, never>;

function childNodes(node: AnyNode): AnyNode[] {
  return Object.values(node.states as Record<string, AnyNode>);
}

/** Every state node of a machine, depth-first in document order (root first). */
function allStateNodes(machine: AnyStateMachine): AnyNode[] {
  const out: AnyNode[] = [];
  const visit = (node: AnyNode): void => {
    out.push(node);
    for (const child of childNodes(node)) visit(child);
  };
  visit(machine.root as unknown as AnyNode);
  return out;
}

/** A readable name for a guard: its name in `setup({ guards })`, or the built-in's shape. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { guards?: unknown[]; name?: string; check?: { name?: string } };
    if (Array.isArray(composite.guards)) {
      const op = composite.check?.name?.replace(/^check/, '').toLowerCase() || 'guard';
      return `${op}(${composite.guards.map((g) => guardName(g) ?? '?').join(', ')})`;
    }
    const stateValue = (guard as { stateValue?: unknown }).stateValue;
    if (stateValue !== undefined) return `stateIn(${JSON.stringify(stateValue)})`;
    return composite.name ? composite.name : 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  return 'inline';
}

function eventTypeOf(transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  return type === '' ? ALWAYS : type;
}

function candidatesOf(source: AnyNode, eventType: string): readonly unknown[] {
  if (eventType === ALWAYS) return source.always ?? [];
  return source.transitions.get(eventType as never) ?? [];
}

function describe(transition: AnyTransitionDefinition, index: number): TransitionInfo {
  const source = transition.source as unknown as AnyNode;
  const eventType = eventTypeOf(transition);
  const guard = guardName(transition.guard);
  const targets = (transition.target ?? []).map((t) => t.id);
  const arrow = `—${eventType}[${index}]${guard ? ` (${guard})` : ''}→`;
  const to = targets.length > 0 ? targets.join(', ') : '(no target)';
  return {
    key: `${source.id}|${eventType}|${index}`,
    sourceId: source.id,
    eventType,
    index,
    guard,
    targets,
    label: `${source.id} ${arrow} ${to}`,
  };
}

/** Every transition of a machine: `on`, `always`, `after`, invoke done/error, state `onDone`. */
function enumerateTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of allStateNodes(machine)) {
    for (const [, list] of node.transitions) {
      list.forEach((t, i) => {
        out.push(describe(t as unknown as AnyTransitionDefinition, i));
      });
    }
    (node.always ?? []).forEach((t, i) => {
      out.push(describe(t as unknown as AnyTransitionDefinition, i));
    });
  }
  return out;
}

function keyOf(transition: AnyTransitionDefinition): string | undefined {
  const source = transition.source as unknown as AnyNode;
  const eventType = eventTypeOf(transition);
  const index = candidatesOf(source, eventType).indexOf(transition);
  return index < 0 ? undefined : `${source.id}|${eventType}|${index}`;
}

function machineOfEvent(event: InspectionEvent): AnyStateMachine | undefined {
  const snapshot = (event as { snapshot?: { machine?: AnyStateMachine } }).snapshot;
  if (snapshot?.machine) return snapshot.machine;
  const logic = (event.actorRef as { logic?: unknown }).logic;
  if (logic && typeof logic === 'object' && 'config' in logic && 'root' in logic) {
    return logic as AnyStateMachine;
  }
  return undefined;
}

export function trackTransitions(machine: AnyStateMachine): TransitionCoverage {
  const transitions = enumerateTransitions(machine);
  const known = new Set(transitions.map((t) => t.key));
  const takenKeys = new Set<string>();

  const inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep') return;
    const running = machineOfEvent(event);
    // `.provide()` copies share the original config object.
    if (!running || running.config !== machine.config) return;
    for (const t of event._transitions) {
      const key = keyOf(t);
      if (key !== undefined && known.has(key)) takenKeys.add(key);
    }
  };

  const taken = () => transitions.filter((t) => takenKeys.has(t.key));
  const untaken = () => transitions.filter((t) => !takenKeys.has(t.key));

  return {
    machine,
    transitions,
    inspect,
    taken,
    untaken,
    assertAllTaken() {
      const missing = untaken();
      if (missing.length === 0) return;
      const lines = missing.map((t) => `  ${t.label}`).join('\n');
      throw new Error(
        `${missing.length} of ${transitions.length} transitions of machine "${machine.id}" were never taken:\n${lines}`,
      );
    },
  };
}
