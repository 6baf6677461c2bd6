import type { AnyStateMachine, AnyTransitionDefinition, StateNode } from 'xstate';
import { guardName } from '../../src/testing/coverage.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

type AnyNode = StateNode<never, never>;

const INTERNAL_EVENT = /^xstate\.(after|done|error|snapshot)\./;

function children(node: AnyNode): AnyNode[] {
  return Object.values(node.states as Record<string, AnyNode>);
}

function toArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** A readable name for an action: its name in `setup({ actions })`, or the built-in's kind. */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const builtin = (action as { type?: unknown }).type;
    if (typeof builtin === 'string') return builtin.replace(/^xstate\./, '');
    const { name } = action;
    return name && !['actions', 'entry', 'exit', 'anonymous'].includes(name) ? name : 'inline';
  }
  if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') {
    return action.type;
  }
  return 'inline';
}

/** Params written as plain data (not computed from the event or context), which JSON can keep. */
function staticParams(value: unknown): Json | undefined {
  if (value === undefined || typeof value === 'function') return undefined;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as Json);
  } catch {
    return undefined;
  }
}

/** An action or guard by name, with its params when they are plain data: `{ type, params }`. */
function withParams(item: unknown, name: string): Json {
  if (typeof item !== 'object' || item === null || !('params' in item)) return name;
  const params = staticParams((item as { params?: unknown }).params);
  return params === undefined ? name : { type: name, params };
}

const action = (item: unknown): Json => withParams(item, actionName(item));

function targetRef(source: AnyNode, target: AnyNode): string {
  if (source.parent !== undefined && target.parent === source.parent) return target.key;
  return `#${target.id}`;
}

function transition(t: AnyTransitionDefinition): JsonObject {
  const source = t.source as unknown as AnyNode;
  const out: JsonObject = {};
  const targets = (t.target ?? []).map((n) => targetRef(source, n as unknown as AnyNode));
  if (targets.length === 1) out.target = targets[0] as string;
  else if (targets.length > 1) out.target = targets;
  const guard = guardName(t.guard);
  if (guard !== undefined) out.guard = withParams(t.guard, guard);
  if (t.actions.length > 0) out.actions = t.actions.map(action);
  if (t.reenter) out.reenter = true;
  if (typeof t.description === 'string') out.description = t.description;
  return out;
}

function transitions(list: readonly unknown[] | undefined): Json {
  const items = (list ?? []).map((t) => transition(t as AnyTransitionDefinition));
  return items.length === 1 ? (items[0] as JsonObject) : items;
}

function serializeNode(
  node: AnyNode,
  machineId: string,
  isRoot: boolean,
  implementedDelays: JsonObject = {},
): JsonObject {
  const out: JsonObject = {};
  const config = node.config as {
    id?: string;
    initial?: unknown;
    on?: Record<string, unknown>;
    onDone?: unknown;
    entry?: unknown;
    exit?: unknown;
    description?: string;
    meta?: Json;
  };
  const defaultId = [machineId, ...node.path].join('.');
  if (isRoot) out.id = node.id;
  else if (node.id !== defaultId) out.id = node.id;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') out.type = node.type;
  if (node.type === 'history' && node.history === 'deep') out.history = 'deep';
  if (node.type === 'compound') {
    const initial = node.initial.target[0];
    if (initial) out.initial = initial.key;
  }
  if (typeof config.description === 'string') out.description = config.description;
  if (node.tags.length > 0) out.tags = [...node.tags].sort();

  const entry = toArray(config.entry).map(action);
  if (entry.length > 0) out.entry = entry;
  const exit = toArray(config.exit).map(action);
  if (exit.length > 0) out.exit = exit;

  if (node.invoke.length > 0) {
    out.invoke = node.invoke.map((inv) => {
      const def: JsonObject = { id: inv.id, src: typeof inv.src === 'string' ? inv.src : 'inline' };
      for (const [field, prefix] of [
        ['onDone', 'xstate.done.actor.'],
        ['onError', 'xstate.error.actor.'],
        ['onSnapshot', 'xstate.snapshot.'],
      ] as const) {
        const list = node.transitions.get(`${prefix}${inv.id}` as never);
        if (list) def[field] = transitions(list);
      }
      return def;
    });
  }

  const on: JsonObject = {};
  for (const eventType of Object.keys(config.on ?? {})) {
    on[eventType] = transitions(node.transitions.get(eventType as never));
  }
  // Transitions registered under internal event names that the config wrote in `on` are kept
  // above; the rest (after, invoke, onDone) are written in their own fields.
  for (const [eventType] of node.transitions) {
    if (!(eventType in on) && !INTERNAL_EVENT.test(eventType) && eventType !== 'xstate.route') {
      on[eventType] = transitions(node.transitions.get(eventType));
    }
  }
  if (Object.keys(on).length > 0) out.on = on;

  if (node.after.length > 0) {
    const after: JsonObject = {};
    const byDelay = new Map<string, AnyTransitionDefinition[]>();
    for (const t of node.after) {
      const key = String(t.delay);
      byDelay.set(key, [...(byDelay.get(key) ?? []), t as unknown as AnyTransitionDefinition]);
    }
    for (const [delay, list] of byDelay) after[delay] = transitions(list);
    out.after = after;
  }
  if (node.always && node.always.length > 0) out.always = transitions(node.always);
  if (config.onDone !== undefined) {
    const list = node.transitions.get(`xstate.done.state.${node.id}` as never);
    if (list) out.onDone = transitions(list);
  }

  const kids = children(node);
  if (kids.length > 0) {
    const states: JsonObject = {};
    for (const child of kids) states[child.key] = serializeNode(child, machineId, false);
    out.states = states;
  }
  // The export's facts about the machine's setup (render-docs.ts), kept through createMachine: each
  // named delay's milliseconds (what a loader passes as `.provide({ delays })`), and `meta`.
  const delays = (config as { delays?: Json }).delays ?? implementedDelays;
  if (isRoot && Object.keys(delays).length > 0) out.delays = delays;
  if (isRoot && config.meta !== undefined) out.meta = config.meta;
  return out;
}

/**
 * A machine as a plain `createMachine` config (JSON): states, events, transitions with targets,
 * guards and actions by name, `after`, `always`, `invoke` (src by name). Implementations and
 * context are left out; the result draws the same chart in the Stately visualizer.
 */
export function serializeMachine(machine: AnyStateMachine): JsonObject {
  const root = machine.root as unknown as AnyNode;
  const delays = Object.entries((machine.implementations.delays ?? {}) as Record<string, unknown>).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  return serializeNode(root, machine.id, true, Object.fromEntries(delays));
}
