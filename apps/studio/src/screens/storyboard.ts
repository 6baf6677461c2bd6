/**
 * A flow's states in the order a user meets them: the path walked in the simulation, or, when none
 * was walked, the machine's main path (the longest of the shortest routes to a final state: the one
 * that goes through the most of the flow), then every other state.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { Choice } from '../guide/choices.ts';
import { walkChart } from '../guide/walk.ts';
import { chartModel } from '../model/chart-model.ts';
import {
  activePaths,
  type GuardSwitches,
  type PathStep,
  replay,
  switchable,
} from '../simulation/simulate.ts';
import { leafStates, stateNodeAt } from './fingerprint.ts';

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

const stepName = (step: PathStep) => ('event' in step ? step.event.type : 'context edited');

function framesOf(machine: AnyStateMachine, steps: readonly PathStep[], input: unknown): Frame[] {
  const sim = replay(machine, steps, input);
  const snapshots = [...sim.earlier, sim.snapshot];
  const frames: Frame[] = [];
  let before: string[] = [];
  snapshots.forEach((snapshot, index) => {
    const now = leaves(snapshot);
    const step = index === 0 ? undefined : sim.path[index - 1];
    for (const path of now) {
      if (!before.includes(path)) frames.push({ path, via: step ? stepName(step) : '' });
    }
    before = now;
  });
  return frames;
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
    const finals = new Set(leafStates(machine).filter((path) => isFinal(machine, path)));
    const candidates = [...routes].filter(([path]) => finals.has(path));
    const pool = candidates.length ? candidates : [...routes];
    const main = pool.reduce<(typeof pool)[number] | undefined>(
      (best, entry) => (!best || entry[1].steps.length > best[1].steps.length ? entry : best),
      undefined,
    )?.[1];
    const input = starts[main?.start ?? 0]?.payload;
    frames = main
      ? framesOf(switchable(machine, main.switches).machine, main.steps, input)
      : framesOf(machine, [], input);
  }
  const seen = new Set(frames.map((f) => f.path));
  return { source, frames, others: leafStates(machine).filter((path) => !seen.has(path)) };
}

function isFinal(machine: AnyStateMachine, path: string): boolean {
  return stateNodeAt(machine, path)?.type === 'final';
}
