/**
 * A flow's states in the order a user meets them: the path walked in the simulation, or, when none
 * was walked, the machine's main path (the shortest route to the state farthest from the start that
 * is not a setback such as failed or expired), then every other state.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { type Choice, eventOptions } from '../guide/choices.ts';
import { walkChart } from '../guide/walk.ts';
import { chartModel } from '../model/chart-model.ts';
import {
  activePaths,
  apply,
  eventFor,
  type GuardSwitches,
  type PathStep,
  replay,
  type Simulation,
  switchable,
  takenWords,
} from '../simulation/simulate.ts';
import { leafStates } from './fingerprint.ts';

interface Frame {
  path: string;
  /** The step that led here ("" for the start). */
  via: string;
}

export interface Storyboard {
  source: 'walked' | 'main';
  frames: Frame[];
  /** The states without children the path does not go through, in the chart's order. */
  others: string[];
}

function leaves(snapshot: AnyMachineSnapshot): string[] {
  const paths = activePaths(snapshot);
  return paths.filter((p) => !paths.some((other) => other.startsWith(`${p}.`)));
}

/** A step in a reader's words: the built-in events of calls and delays by what they mean. */
function stepName(step: PathStep): string {
  if (!('event' in step)) return 'the context was edited';
  const { type } = step.event;
  if (type.startsWith('xstate.done.actor.')) return 'the call answers';
  if (type.startsWith('xstate.error.actor.')) return 'the call fails';
  if (type.startsWith('xstate.after.')) return 'the time passes';
  if (type.startsWith('xstate.done.state.')) return 'the step is done';
  return type;
}

/** Where a flow goes wrong or stops short: not the end of its main path. */
// A confirmation asked again (`confirming.waiting`) or left to the server (`unconfirmed`, `received`) is
// a setback too.
const SETBACK =
  /fail|error|expired|reject|dismiss|unavailable|notfound|cancel|unconfirmed|received|confirming\.waiting/i;

/**
 * One frame per step: the state the step led to (the first one entered, else the one it stayed in, as
 * after a refused submit), with what happened in the words of the transition taken.
 */
function framesOf(machine: AnyStateMachine, steps: readonly PathStep[], input: unknown): Frame[] {
  const sim = replay(machine, steps, input);
  const snapshots = [...sim.earlier, sim.snapshot];
  const first = snapshots[0];
  const frames: Frame[] = first ? leaves(first).map((path) => ({ path, via: '' })) : [];
  sim.path.forEach((step, index) => {
    const before = snapshots[index];
    const after = snapshots[index + 1];
    if (!before || !after) return;
    const was = leaves(before);
    const now = leaves(after);
    const path = now.find((p) => !was.includes(p)) ?? now[0];
    if (path === undefined) return;
    const words = 'event' in step ? takenWords(machine, before, step.event) : undefined;
    frames.push({ path, via: words ?? stepName(step) });
  });
  return frames;
}

/**
 * The route carried on from where it ends: each time, the first ready choice that leads to a state
 * not yet met and not a setback (the walk stops at the first route to each state, so a payment's
 * route ends where the confirmation starts).
 */
function onwards(machine: AnyStateMachine, steps: readonly PathStep[], input: unknown): PathStep[] {
  let sim = replay(machine, steps, input);
  const met = new Set([...sim.earlier, sim.snapshot].flatMap(leaves));
  for (let more = 0; more < 10 && sim.snapshot.status === 'active'; more += 1) {
    let next: Simulation | undefined;
    for (const option of eventOptions(machine, sim.snapshot)) {
      const [choice] = option.choices;
      try {
        const tried = apply(machine, sim, { event: eventFor(option.event, choice?.payload) });
        const reached = leaves(tried.snapshot);
        if (reached.some((path) => !met.has(path)) && !reached.some((path) => SETBACK.test(path))) {
          next = tried;
          break;
        }
      } catch {
        // A choice the machine cannot take here: try the next.
      }
    }
    if (!next) break;
    sim = next;
    for (const path of leaves(sim.snapshot)) met.add(path);
  }
  return sim.path;
}

export function storyboard(
  chartId: string,
  machine: AnyStateMachine,
  starts: readonly Choice[],
  walked: { steps: PathStep[]; input: unknown; switches: GuardSwitches } | undefined,
): Storyboard {
  let source: Storyboard['source'] = 'walked';
  let frames: Frame[];
  if (walked?.steps.length) {
    frames = framesOf(switchable(machine, walked.switches).machine, walked.steps, walked.input);
  } else {
    source = 'main';
    const target = switchable(machine);
    const { routes } = walkChart(target, chartId, chartModel(machine));
    // The main path goes to the state farthest from the start that is not a setback.
    const pool = [...routes].filter(([path]) => !SETBACK.test(path));
    const main = pool.reduce<(typeof pool)[number] | undefined>(
      (best, entry) => (!best || entry[1].steps.length > best[1].steps.length ? entry : best),
      undefined,
    )?.[1];
    const input = starts[main?.start ?? 0]?.payload;
    const driven = switchable(machine, main?.switches).machine;
    frames = framesOf(driven, onwards(driven, main?.steps ?? [], input), input);
  }
  const seen = new Set(frames.map((f) => f.path));
  return { source, frames, others: leafStates(machine).filter((path) => !seen.has(path)) };
}
