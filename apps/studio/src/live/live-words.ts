/**
 * The live view in the charts' words: an actor's state by the descriptions of the states it is in, an
 * event by what its transition does. Code names stay for the "Code names" switch.
 */
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { allStates, chartModel } from '../model/chart-model.ts';
import { type ChartEntry, chartFor } from '../model/charts.ts';
import { activePaths, eventWords } from '../simulation/simulate.ts';

export function livePaths(chart: ChartEntry, value: unknown): Set<string> {
  try {
    const snapshot = chart.machine.resolveState({
      value: value as StateValue,
      context: {},
    }) as AnyMachineSnapshot;
    return new Set(activePaths(snapshot));
  } catch {
    return new Set();
  }
}

/** “Step 2: the member types the code from the e-mail”; undefined when the chart is unknown. */
export function liveStateWords(machineId: string | undefined, value: unknown): string | undefined {
  const chart = machineId ? chartFor(machineId) : undefined;
  if (!chart || value === undefined) return undefined;
  const paths = [...livePaths(chart, value)];
  const leaves = paths.filter((p) => !paths.some((other) => other.startsWith(`${p}.`)));
  const byPath = new Map(allStates(chartModel(chart.machine)).map((state) => [state.path, state]));
  const words = leaves.map((p) => byPath.get(p)?.description).filter(Boolean);
  return words.length ? words.join(' and ') : undefined;
}

/** What an event did, in words: its transition's description, else what kind of event it is. */
export function liveEventWords(machineId: string | undefined, type: string): string {
  const chart = machineId ? chartFor(machineId) : undefined;
  const words = chart ? eventWords(chart.machine, type) : undefined;
  if (words) return words;
  if (type === 'xstate.init') return 'It starts';
  if (type.startsWith('xstate.done.actor.')) return 'A call it made answers';
  if (type.startsWith('xstate.error.actor.')) return 'A call it made fails';
  if (type.startsWith('xstate.after.')) return 'Time passes';
  if (type.startsWith('xstate.')) return 'An internal step';
  return type.includes('.') ? 'An event this chart does not take' : type;
}
