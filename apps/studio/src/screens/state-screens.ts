/** What the views need of the recorded screens of one chart: a state's file, for a chosen flow, and whether they are stale. */
import type { AnyStateMachine } from 'xstate';
import { stateNodeAt, statesFingerprint } from './fingerprint.ts';
import type { ChartScreens } from './screens.ts';

/** State path → file, for one flow of a shared chart (its own screens first, then any flow's). */
export function screensOf(chart: ChartScreens | undefined, flow: string | undefined): Record<string, string> {
  if (!chart) return {};
  const own = flow ? chart.flows?.[flow] : undefined;
  return own ? { ...chart.states, ...own } : chart.states;
}

/** The flows that ran a shared chart, in the manifest's order. */
export const flowsOf = (chart: ChartScreens | undefined): string[] => Object.keys(chart?.flows ?? {});

/** True when the machine's states changed since its screens were taken. */
export function isStale(chart: ChartScreens | undefined, machine: AnyStateMachine): boolean {
  return chart !== undefined && chart.fingerprint !== statesFingerprint(machine);
}

/** A state's one-line description in the machine, when it has one. */
export function descriptionOf(machine: AnyStateMachine, path: string): string | undefined {
  const description = stateNodeAt(machine, path)?.description;
  return typeof description === 'string' && description !== '' ? description : undefined;
}
