/**
 * The studio's model of a chart, read from the machine's own state nodes: every state with its path,
 * every transition with its event, targets, guard, actions and delay. Drawing and simulation use it;
 * test/chart-model.test.ts checks it against @xstate/graph.
 */
import { guardName } from '@lwl/machines/catalog';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type TransitionKind = 'event' | 'done' | 'error' | 'after' | 'always' | 'stateDone';

/** Set on a chart compared with a revision (STUDIO_COMPARE): how this part differs from it. */
export type Change = 'added' | 'removed' | 'changed';

export interface ChartTransition {
  /** Path of the state that declares it. */
  source: string;
  /** The event type as the machine knows it ('' for eventless `always` transitions). */
  event: string;
  kind: TransitionKind;
  /** Target paths; empty for a targetless transition (it only runs actions). */
  targets: string[];
  guard?: string;
  actions: string[];
  /** For `after` transitions: the delay's name or number, and its milliseconds when known. */
  delay?: { name: string; ms?: number };
  /** For done/error transitions: the invoked actor's id. */
  actor?: string;
  /** What the chart writes on the arrow. */
  label: string;
  change?: Change;
  /** For a changed transition: its label in the compared revision. */
  was?: string;
}

export interface ChartState {
  /** Keys from the root joined by dots, without the machine id ('' for the root). */
  path: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial?: string;
  tags: string[];
  invokes: Array<{ id: string; src: string }>;
  children: ChartState[];
  transitions: ChartTransition[];
  change?: Change;
  /** For a changed state: what differed, in words ("type: atomic → final"). */
  was?: string;
}

export const pathOf = (node: AnyStateNode): string => node.path.join('.');

/** An invoked actor by its `src` (ids may be generated, like `0.checkout.creatingOrder`). */
export function actorName(node: AnyStateNode, eventType: string): string {
  const id = eventType.replace(/^xstate\.(done|error)\.actor\./, '');
  const src = node.invoke.find((inv) => inv.id === id)?.src;
  return typeof src === 'string' ? src : id;
}

function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type);
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
    return action.name || 'inline';
  }
  return 'inline';
}

const AFTER = /^xstate\.after\.(.+)\.([^.]+(?:\.[^.]+)*)$/;

function delayOf(event: string, machine: AnyStateMachine, sourceId: string): ChartTransition['delay'] {
  const prefix = 'xstate.after.';
  const suffix = `.${sourceId}`;
  if (!event.startsWith(prefix) || !event.endsWith(suffix)) return undefined;
  const name = event.slice(prefix.length, event.length - suffix.length);
  const numeric = Number(name);
  if (Number.isFinite(numeric)) return { name, ms: numeric };
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  return typeof delay === 'number' ? { name, ms: delay } : { name };
}

function kindOf(event: string): TransitionKind {
  if (event === '') return 'always';
  if (event.startsWith('xstate.done.actor.')) return 'done';
  if (event.startsWith('xstate.error.actor.')) return 'error';
  if (AFTER.test(event)) return 'after';
  if (event.startsWith('xstate.done.state.')) return 'stateDone';
  return 'event';
}

/** The event as a reviewer reads it: `done: requestOtp`, `after redirect (1000 ms)`, `always`. */
export function eventLabel(t: Pick<ChartTransition, 'event' | 'kind' | 'delay' | 'actor'>): string {
  switch (t.kind) {
    case 'always':
      return 'always';
    case 'done':
      return `done: ${t.actor}`;
    case 'error':
      return `error: ${t.actor}`;
    case 'after':
      return t.delay?.ms !== undefined && t.delay.name !== String(t.delay.ms)
        ? `after ${t.delay.name} (${t.delay.ms} ms)`
        : `after ${t.delay?.ms ?? t.delay?.name} ms`;
    case 'stateDone':
      return 'done (all final)';
    default:
      return t.event;
  }
}

function toTransition(machine: AnyStateMachine, node: AnyStateNode, t: AnyTransitionDefinition) {
  const event = String(t.eventType);
  const kind = kindOf(event);
  const actor = kind === 'done' || kind === 'error' ? actorName(node, event) : undefined;
  const delay = kind === 'after' ? delayOf(event, machine, node.id) : undefined;
  const guard = guardName(t.guard);
  const actions = (t.actions as unknown[]).map(actionLabel);
  const base = { source: pathOf(node), event, kind, actor, delay };
  const label = [eventLabel(base), guard ? `[${guard}]` : '', actions.length ? `/ ${actions.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    ...base,
    targets: (t.target ?? []).map((target: AnyStateNode) => pathOf(target)),
    ...(guard ? { guard } : {}),
    actions,
    label,
  } satisfies ChartTransition;
}

function toState(machine: AnyStateMachine, node: AnyStateNode): ChartState {
  const transitions = [...node.transitions.values()].flat();
  return {
    path: pathOf(node),
    key: node.key,
    type: node.type,
    ...(node.type === 'compound' && node.initial?.target?.[0] ? { initial: node.initial.target[0].key } : {}),
    tags: [...node.tags],
    invokes: node.invoke.map((inv) => ({
      id: inv.id,
      src: typeof inv.src === 'string' ? inv.src : 'inline',
    })),
    children: Object.values(node.states).map((child) => toState(machine, child as AnyStateNode)),
    transitions: [...transitions, ...(node.always ?? [])].map((t) => toTransition(machine, node, t)),
  };
}

export function chartModel(machine: AnyStateMachine): ChartState {
  return toState(machine, machine.root);
}

/** Every state of a chart, depth first (the root first). */
export function allStates(root: ChartState): ChartState[] {
  return [root, ...root.children.flatMap(allStates)];
}

/** Named guards the machine implements (each gets a switch in the simulation). */
export function guardNames(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.guards ?? {}).sort();
}
