/**
 * Which routes a run plays, per bound flow: the shortest route to every state (what `npm test` and
 * the screens run), and with `all`, a route for each transition those did not take (`npm run
 * test:paths`). A route that is the start of a longer one is played as part of it, when the longer one
 * goes on by the runner's own action (so the app is still in the shorter route's state at its end).
 */
import { type CatalogEntry, machineCatalog } from '@lwl/machines/catalog';
import type { AnyStateMachine } from 'xstate';
import { leafStates } from '../../../apps/studio/src/screens/fingerprint.ts';
import { NOT_VISIBLE } from '../../../apps/studio/src/screens/not-visible.ts';
import type { FlowBinding } from './binding.ts';
import { type AppWalk, type Route, type RouteStep, walkApp } from './walk.ts';

export interface FlowPlan {
  binding: FlowBinding;
  entry: CatalogEntry;
  /** The studio's chart id (the checkout's instances share `checkout`). */
  chartId: string;
  machine: AnyStateMachine;
  walk: AppWalk;
  /** States a person sees (leaf states not listed in NOT_VISIBLE), the ones that get a screen. */
  visible: string[];
  /** The routes to play. */
  runs: Route[];
}

const isPrefix = (short: Route, long: Route): boolean =>
  short !== long &&
  short.start === long.start &&
  short.steps.length < long.steps.length &&
  short.steps.every((step, index) => long.steps[index] === step);

/** True when the runner itself does the step (so the app waits in the state before it). */
export function runnerActs(binding: FlowBinding, step: RouteStep | undefined): boolean {
  if (!step) return true;
  switch (step.event.kind) {
    case 'done':
    case 'error':
      return (
        !binding.settles?.[step.event.actor ?? ''] &&
        binding.performs?.[step.event.actor ?? '']?.[step.choice] !== 'app'
      );
    case 'after':
      return binding.clock === true;
    default:
      return binding.events[step.event.type]?.[step.choice] !== 'app';
  }
}

function dedupe(binding: FlowBinding, routes: Route[]): Route[] {
  const unique = [...new Set(routes)];
  return unique.filter(
    (short) =>
      !unique.some((long) => isPrefix(short, long) && runnerActs(binding, long.steps[short.steps.length])),
  );
}

export function planFlow(binding: FlowBinding, all: boolean): FlowPlan {
  const entry = machineCatalog().find((candidate) => candidate.id === binding.machine);
  if (!entry) throw new Error(`No machine ${binding.machine} in the catalog`);
  const machine = entry.machine as AnyStateMachine;
  const chartId = entry.chart.machine.id as string;
  const walk = walkApp(machine, chartId, binding);
  const hidden = NOT_VISIBLE[chartId] ?? {};
  const visible = leafStates(machine).filter((path) => !(path in hidden));
  const toStates = [...walk.states.values()];
  let runs = dedupe(binding, toStates);
  if (all) {
    const taken = new Set(toStates.flatMap((route) => route.steps.flatMap((step) => step.takes)));
    const more = [...walk.transitions.entries()]
      .filter(([name]) => !taken.has(name))
      .map(([, route]) => route);
    runs = dedupe(binding, [...toStates, ...more]);
  }
  return { binding, entry, chartId, machine, walk, visible, runs };
}

/** The states whose (shortest) route ends after step `index` of `route` (-1: at its start). */
export function statesEndingAt(plan: FlowPlan, route: Route, index: number): string[] {
  return [...plan.walk.states.entries()]
    .filter(
      ([, own]) =>
        own.start === route.start &&
        own.steps.length === index + 1 &&
        own.steps.every((step, at) => route.steps[at] === step),
    )
    .map(([path]) => path);
}
