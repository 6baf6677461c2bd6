/**
 * A chart against the same chart in another revision: one merged chart holding both, each state and
 * transition marked `added`, `removed` (drawn from the revision, faded) or `changed` (its old label
 * kept in `was`). States match by path; a state's transitions match by event, in order (the second
 * transition on `refund.request` matches the second one before).
 */
import type { Change, ChartState, ChartTransition } from '../model/chart-model.ts';

export interface ChangeCounts {
  states: Record<Change, number>;
  transitions: Record<Change, number>;
}

export interface ChartComparison {
  /** The chart as it is now, with the revision's removed parts added back, all marked. */
  merged: ChartState;
  counts: ChangeCounts;
  /** Any part added, removed or changed. */
  changed: boolean;
}

const zero = (): Record<Change, number> => ({ added: 0, removed: 0, changed: 0 });

function mark(state: ChartState, change: Change): ChartState {
  return {
    ...state,
    change,
    transitions: state.transitions.map((t) => ({ ...t, change })),
    children: state.children.map((child) => mark(child, change)),
  };
}

function countAll(state: ChartState, change: Change, counts: ChangeCounts): void {
  if (state.path !== '') counts.states[change] += 1;
  counts.transitions[change] += state.transitions.length;
  for (const child of state.children) countAll(child, change, counts);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What differs in a state's own definition, in words; empty when nothing does. */
function stateDifferences(before: ChartState, after: ChartState): string[] {
  const out: string[] = [];
  if (before.type !== after.type) out.push(`type: ${before.type} → ${after.type}`);
  if (before.initial !== after.initial)
    out.push(`initial: ${before.initial ?? '—'} → ${after.initial ?? '—'}`);
  if (!same(before.tags, after.tags))
    out.push(`tags: ${before.tags.join(', ') || '—'} → ${after.tags.join(', ') || '—'}`);
  const invokes = (s: ChartState) => s.invokes.map((i) => i.src).join(', ') || '—';
  if (invokes(before) !== invokes(after)) out.push(`invokes: ${invokes(before)} → ${invokes(after)}`);
  return out;
}

const transitionDiffers = (before: ChartTransition, after: ChartTransition) =>
  !same(before.targets, after.targets) ||
  before.guard !== after.guard ||
  !same(before.actions, after.actions) ||
  !same(before.delay, after.delay);

/** Transitions keyed by event and their order among the transitions on that event. */
function keyed(transitions: readonly ChartTransition[]): Array<[string, ChartTransition]> {
  const seen = new Map<string, number>();
  return transitions.map((t) => {
    const n = seen.get(t.event) ?? 0;
    seen.set(t.event, n + 1);
    return [`${t.event}#${n}`, t];
  });
}

function mergeTransitions(
  before: readonly ChartTransition[],
  after: readonly ChartTransition[],
  counts: ChangeCounts,
): ChartTransition[] {
  const old = new Map(keyed(before));
  const merged = keyed(after).map(([key, t]): ChartTransition => {
    const was = old.get(key);
    old.delete(key);
    if (!was) {
      counts.transitions.added += 1;
      return { ...t, change: 'added' };
    }
    if (!transitionDiffers(was, t)) return t;
    counts.transitions.changed += 1;
    return { ...t, change: 'changed', was: was.label };
  });
  for (const t of old.values()) {
    counts.transitions.removed += 1;
    merged.push({ ...t, change: 'removed' });
  }
  return merged;
}

function mergeState(before: ChartState, after: ChartState, counts: ChangeCounts): ChartState {
  const differences = stateDifferences(before, after);
  if (differences.length > 0 && after.path !== '') counts.states.changed += 1;
  const oldChildren = new Map(before.children.map((child) => [child.path, child]));
  const children = after.children.map((child) => {
    const was = oldChildren.get(child.path);
    oldChildren.delete(child.path);
    if (was) return mergeState(was, child, counts);
    countAll(child, 'added', counts);
    return mark(child, 'added');
  });
  for (const removed of oldChildren.values()) {
    countAll(removed, 'removed', counts);
    children.push(mark(removed, 'removed'));
  }
  return {
    ...after,
    ...(differences.length > 0 && after.path !== ''
      ? { change: 'changed' as const, was: differences.join('; ') }
      : {}),
    transitions: mergeTransitions(before.transitions, after.transitions, counts),
    children,
  };
}

/** The chart now against the revision's (undefined: the chart is new since then). */
export function compareCharts(before: ChartState | undefined, after: ChartState): ChartComparison {
  const counts: ChangeCounts = { states: zero(), transitions: zero() };
  if (!before) {
    countAll(after, 'added', counts);
    return { merged: mark(after, 'added'), counts, changed: true };
  }
  const merged = mergeState(before, after, counts);
  const changed = [counts.states, counts.transitions].some((c) => c.added + c.removed + c.changed > 0);
  return { merged, counts, changed };
}
