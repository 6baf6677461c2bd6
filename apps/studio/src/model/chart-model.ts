/**
 * The studio's model of a chart, read from the machine's own state nodes: every state with its path,
 * every transition with its event, targets, guard, actions and delay. Drawing and simulation use it;
 * test/chart-model.test.ts checks it against @xstate/graph.
 */
import { delayRule, guardName, wordsOf } from '@lwl/machines/catalog';
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
  /**
   * For `after` transitions: the delay's name or number, its milliseconds, and for a delay read from
   * context its usual milliseconds with the rule in words ("0.1 s after an event payment").
   */
  delay?: { name: string; ms?: number; rule?: string };
  /** For done/error transitions: the invoked actor's id. */
  actor?: string;
  /** What the transition does in a product reader's words (its `description` in the machine). */
  description?: string;
  /** The guard and the actions in words (the machine's words map), in the order of `actions`. */
  guardWords?: string;
  actionWords?: string[];
  /** The messages a person reads when it is taken (a toast, an alert, a field error), word for word. */
  messages?: string[];
  /** What the chart writes on the arrow: the description, else the code form. */
  label: string;
  /** The arrow in code names: `refund.request [isEligible] / rememberRequest`. */
  code: string;
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
  /** The state's one-line `description` in product words. */
  description?: string;
  /** Actions run on entering and on leaving the state, by name, and in words. */
  entry?: string[];
  exit?: string[];
  entryWords?: string[];
  exitWords?: string[];
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

/** An action by its name in the machine's `setup`; a built-in in product words ("starts revokeToken"). */
function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) {
    // A plain value as params says which one: `setOutcome (completed)`.
    const params = (action as { params?: unknown }).params;
    const which = typeof params === 'string' || typeof params === 'number' ? ` (${params})` : '';
    return `${String(action.type)}${which}`;
  }
  if (typeof action === 'function') {
    const builtin = action as { type?: unknown; src?: unknown; id?: unknown };
    if (builtin.type === 'xstate.spawnChild')
      return `starts ${typeof builtin.src === 'string' ? builtin.src : String(builtin.id ?? 'a child')}`;
    if (typeof builtin.type === 'string') return builtin.type.replace(/^xstate\./, '');
    return action.name || 'inline';
  }
  return 'inline';
}

/** A duration as a reader says it: "1 s", "1.5 s", "800 ms", "2 min". */
function durationText(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000 || ms % 60_000 !== 0) return `${Number((ms / 1000).toFixed(2))} s`;
  return `${ms / 60_000} min`;
}

const AFTER = /^xstate\.after\.(.+)\.([^.]+(?:\.[^.]+)*)$/;

/** An `xstate.after.*` event's delay: its name, and its milliseconds or its rule. */
export function delayOf(event: string, machine: AnyStateMachine, sourceId: string): ChartTransition['delay'] {
  const prefix = 'xstate.after.';
  const suffix = `.${sourceId}`;
  if (!event.startsWith(prefix) || !event.endsWith(suffix)) return undefined;
  const name = event.slice(prefix.length, event.length - suffix.length);
  const numeric = Number(name);
  if (Number.isFinite(numeric)) return { name, ms: numeric };
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return { name, ms: delay };
  const rule = delayRule(machine.id, name);
  return rule ? { name, ms: rule.ms, rule: rule.rule } : { name };
}

function kindOf(event: string): TransitionKind {
  if (event === '') return 'always';
  if (event.startsWith('xstate.done.actor.')) return 'done';
  if (event.startsWith('xstate.error.actor.')) return 'error';
  if (AFTER.test(event)) return 'after';
  if (event.startsWith('xstate.done.state.')) return 'stateDone';
  return 'event';
}

/** The event as a reviewer reads it: `done: requestOtp`, `after 1 s`, `at once`. */
export function eventLabel(t: Pick<ChartTransition, 'event' | 'kind' | 'delay' | 'actor'>): string {
  switch (t.kind) {
    case 'always':
      return 'at once';
    case 'done':
      return `done: ${t.actor}`;
    case 'error':
      return `error: ${t.actor}`;
    case 'after':
      if (t.delay?.ms !== undefined)
        return `after ${durationText(t.delay.ms)}${t.delay.rule ? ` (${t.delay.rule})` : ''}`;
      return `after the ${t.delay?.name} delay`;
    case 'stateDone':
      return 'when all parts are done';
    default:
      return t.event;
  }
}

/** The whole arrow's text: `refund.request [isEligible] / rememberRequest`, `at once when isValid`. */
function transitionLabel(
  t: Pick<ChartTransition, 'event' | 'kind' | 'delay' | 'actor' | 'guard' | 'actions'>,
): string {
  const guard = t.guard ? (t.kind === 'always' ? `when ${t.guard}` : `[${t.guard}]`) : '';
  return [eventLabel(t), guard, t.actions.length ? `/ ${t.actions.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
}

/** An action's words from its machine's map: "shows a message in the corner". */
function actionWordsOf(machine: AnyStateMachine, action: unknown): string {
  const name =
    typeof action === 'string'
      ? action
      : typeof action === 'object' && action !== null && 'type' in action
        ? String(action.type)
        : undefined;
  const words = name ? wordsOf(machine.id).actions[name] : undefined;
  if (words) return words;
  const label = actionLabel(action);
  return label.startsWith('starts ') ? label : 'does something in the background';
}

/** A guard's words: the machine's map for a named guard, "all of …" / "not …" for combinations. */
function guardWordsOf(machine: AnyStateMachine, guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  const name = guardName(guard as never);
  if (!name) return undefined;
  const words = wordsOf(machine.id).guards;
  const combined = /^(and|or|not)\((.*)\)$/.exec(name);
  if (!combined) return words[name] ?? name;
  const parts = (combined[2] as string).split(', ').map((part) => words[part] ?? part);
  if (combined[1] === 'not') return `not: ${parts.join(', ')}`;
  return parts.join(combined[1] === 'and' ? ' and ' : ' or ');
}

/** The message an action shows when its params hold it as plain data (`{ message: '…' }`). */
function messageOf(action: unknown): string | undefined {
  if (typeof action !== 'object' || action === null || !('params' in action)) return undefined;
  const params = (action as { params?: unknown }).params;
  if (typeof params !== 'object' || params === null || !('message' in params)) return undefined;
  const message = (params as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** What she reads when the transition is taken: its actions' messages, and its guard's (words map). */
function messagesOf(
  machine: AnyStateMachine,
  t: AnyTransitionDefinition,
  guard: string | undefined,
): string[] {
  const fromActions = (t.actions as unknown[]).map(messageOf).filter((m): m is string => m !== undefined);
  const fromGuard = guard ? (wordsOf(machine.id).messages?.[guard] ?? []) : [];
  return [...new Set([...fromActions, ...fromGuard])];
}

function toTransition(machine: AnyStateMachine, node: AnyStateNode, t: AnyTransitionDefinition) {
  const event = String(t.eventType);
  const kind = kindOf(event);
  const actor = kind === 'done' || kind === 'error' ? actorName(node, event) : undefined;
  const delay = kind === 'after' ? delayOf(event, machine, node.id) : undefined;
  const guard = guardName(t.guard);
  const actions = (t.actions as unknown[]).map(actionLabel);
  const base = { source: pathOf(node), event, kind, actor, delay };
  const code = transitionLabel({ ...base, ...(guard ? { guard } : {}), actions });
  const description = typeof t.description === 'string' ? t.description : undefined;
  const guardWords = guardWordsOf(machine, t.guard);
  const messages = messagesOf(machine, t, guard);
  return {
    ...base,
    targets: (t.target ?? []).map((target: AnyStateNode) => pathOf(target)),
    ...(guard ? { guard } : {}),
    actions,
    ...(description ? { description } : {}),
    ...(guardWords ? { guardWords } : {}),
    ...(messages.length ? { messages } : {}),
    actionWords: (t.actions as unknown[]).map((a) => actionWordsOf(machine, a)),
    label: description ?? code,
    code,
  } satisfies ChartTransition;
}

function toState(machine: AnyStateMachine, node: AnyStateNode): ChartState {
  const transitions = [...node.transitions.values()].flat();
  // As written: node.entry and node.exit also hold the timers `after` starts and cancels.
  const entry = [node.config.entry ?? []].flat().map(actionLabel);
  const exit = [node.config.exit ?? []].flat().map(actionLabel);
  return {
    path: pathOf(node),
    key: node.key,
    type: node.type,
    ...(node.type === 'compound' && node.initial?.target?.[0] ? { initial: node.initial.target[0].key } : {}),
    ...(node.description ? { description: node.description } : {}),
    ...(entry.length ? { entry } : {}),
    ...(exit.length ? { exit } : {}),
    ...(entry.length
      ? { entryWords: [node.config.entry ?? []].flat().map((a) => actionWordsOf(machine, a)) }
      : {}),
    ...(exit.length
      ? { exitWords: [node.config.exit ?? []].flat().map((a) => actionWordsOf(machine, a)) }
      : {}),
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
