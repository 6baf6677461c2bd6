/**
 * Walking a chart the way a reviewer does: from each named start, press every choice of every
 * accepted event (breadth first, so each state is reached by a shortest walk), and, for what stays out
 * of reach, once more with one guard forced. Records the walk to each state; the studio's test asserts
 * every final state of every machine is reached, and "Walk me there" replays the walk to a state.
 */
import { allStates, type ChartState } from '../model/chart-model.ts';
import {
  activePaths,
  apply,
  eventFor,
  type GuardSwitches,
  type PathStep,
  type Simulation,
  type SwitchableMachine,
  start,
} from '../simulation/simulate.ts';
import { eventOptions } from './choices.ts';
import { inputChoices } from './input-choices.ts';

/** How to reach a state: the start, the forced guards, and the steps (each with its buttons' names). */
export interface Route {
  start: number;
  switches: GuardSwitches;
  steps: PathStep[];
  /** "event → choice" of each step, for a reader. */
  labels: string[];
}

export interface WalkResult {
  /** State path → a shortest route to it. */
  routes: Map<string, Route>;
  /** Choices the machine refused or stopped on: "state: event → choice: why". */
  refused: string[];
  /** Snapshots visited (the walk stops at `maxNodes`). */
  visited: number;
}

const keyOf = (sim: Simulation): string =>
  JSON.stringify([sim.snapshot.status, sim.snapshot.value, sim.snapshot.context], (_key, value: unknown) =>
    typeof value === 'function' ? undefined : value,
  );

function walkWith(
  target: SwitchableMachine,
  chartId: string,
  switches: GuardSwitches,
  maxNodes: number,
  into: WalkResult,
): void {
  target.setSwitches(switches);
  const { machine } = target;
  const seen = new Set<string>();
  const queue: Array<{ sim: Simulation; route: Route }> = [];
  inputChoices(chartId).forEach((input, index) => {
    try {
      const sim = start(machine, input.payload);
      queue.push({ sim, route: { start: index, switches, steps: [], labels: [`start: ${input.label}`] } });
    } catch (error) {
      into.refused.push(`start “${input.label}”: ${String(error)}`);
    }
  });
  while (queue.length > 0 && seen.size < maxNodes) {
    const next = queue.shift();
    if (!next) break;
    const { sim, route } = next;
    const key = keyOf(sim);
    if (seen.has(key)) continue;
    seen.add(key);
    into.visited += 1;
    for (const path of activePaths(sim.snapshot)) if (!into.routes.has(path)) into.routes.set(path, route);
    if (sim.snapshot.status !== 'active') continue;
    const where = JSON.stringify(sim.snapshot.value);
    for (const { event, choices } of eventOptions(machine, sim.snapshot)) {
      for (const choice of choices) {
        const step: PathStep = { event: eventFor(event, choice.payload) };
        const label = `${event.label} → ${choice.label}`;
        try {
          const after = apply(machine, sim, step);
          if (after.snapshot.status === 'error') {
            into.refused.push(`${where}: ${label}: stopped with ${String(after.snapshot.error)}`);
            continue;
          }
          queue.push({
            sim: after,
            route: { ...route, steps: [...route.steps, step], labels: [...route.labels, label] },
          });
        } catch (error) {
          into.refused.push(`${where}: ${label}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
  target.setSwitches({});
}

const finalPaths = (model: ChartState) =>
  allStates(model)
    .filter((state) => state.type === 'final')
    .map((state) => state.path);

/**
 * Walks by the choices alone; for final states still out of reach, walks again with each guard
 * forced to pass, then to fail (one at a time), as a reviewer would switch it.
 */
export function walkChart(
  target: SwitchableMachine,
  chartId: string,
  model: ChartState,
  options: { maxNodes?: number } = {},
): WalkResult {
  const maxNodes = options.maxNodes ?? 5000;
  const result: WalkResult = { routes: new Map(), refused: [], visited: 0 };
  walkWith(target, chartId, {}, maxNodes, result);
  const missing = () => finalPaths(model).filter((path) => !result.routes.has(path));
  if (missing().length === 0) return result;
  const guards = Object.keys(target.machine.implementations.guards ?? {}).sort();
  for (const guard of guards) {
    for (const pass of [true, false]) {
      if (missing().length === 0) return result;
      walkWith(target, chartId, { [guard]: pass }, maxNodes, result);
    }
  }
  return result;
}

/** The final states of a chart no walk reached. */
export function unreachedFinals(model: ChartState, result: WalkResult): string[] {
  return finalPaths(model).filter((path) => !result.routes.has(path));
}
