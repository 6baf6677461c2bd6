/**
 * The studio's walk, restricted to what the app can do: breadth first from each start the binding
 * opens, through the studio's own choices (its buttons: apps/studio/src/guide) that the binding
 * performs, with the machine's own `transition()`. Gives a shortest route to every state, and the
 * shortest route that takes each transition; the runner plays them in the app.
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import { reviveEvent } from '../../../apps/studio/src/guide/answers.ts';
import { eventOptions } from '../../../apps/studio/src/guide/choices.ts';
import { inputChoices } from '../../../apps/studio/src/guide/input-choices.ts';
import {
  allStates,
  type ChartTransition,
  chartModel,
  pathOf,
} from '../../../apps/studio/src/model/chart-model.ts';
import {
  type AcceptedEvent,
  activePaths,
  apply,
  eventFor,
  type Simulation,
  start,
} from '../../../apps/studio/src/simulation/simulate.ts';
import type { FlowBinding } from './binding.ts';

/** One step of a route: the studio's button and choice, the event it sends, where the machine is after. */
export interface RouteStep {
  event: AcceptedEvent;
  choice: string;
  payload: unknown;
  sent: EventObject;
  /** The active state paths after the step (the machine's own `transition()`). */
  after: string[];
  /** The transitions it takes, as the report names them. */
  takes: string[];
}

export interface Route {
  start: string;
  /** The active state paths at the start. */
  initial: string[];
  steps: RouteStep[];
}

export interface AppWalk {
  /** State path → a shortest route to it. */
  states: Map<string, Route>;
  /** Transition name → a shortest route whose last step takes it. */
  transitions: Map<string, Route>;
  /** Every transition of the chart a person can take (no `always`), by name. */
  allTransitions: string[];
  /** Choices the walk met that the binding does not perform: "state: event → choice". */
  unbound: Set<string>;
}

/** A transition as the report names it: `otp.verifying —error: verifyOtp→ otp.editing`. */
function transitionName(t: Pick<ChartTransition, 'source' | 'label' | 'targets'>): string {
  return `${t.source || '(root)'} —${t.label}→ ${t.targets.join(', ') || '(stays)'}`;
}

function namesOf(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const byDefinition = new Map<AnyTransitionDefinition, string>();
  const model = new Map(allStates(chartModel(machine)).map((state) => [state.path, state]));
  const visit = (node: AnyStateNode) => {
    const state = model.get(pathOf(node));
    const definitions = [...node.transitions.values()].flat();
    definitions.forEach((definition, index) => {
      const t = state?.transitions[index];
      if (t) byDefinition.set(definition, transitionName(t));
    });
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return byDefinition;
}

const keyOf = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify([snapshot.status, snapshot.value, snapshot.context], (_key, value: unknown) =>
    typeof value === 'function' ? undefined : value,
  );

function bound(binding: FlowBinding, event: AcceptedEvent, choice: string, start: string): boolean {
  const only = binding.onlyIn?.[event.type];
  if (only && !only.includes(start)) return false;
  switch (event.kind) {
    case 'after':
      return true;
    case 'done':
    case 'error': {
      const src = event.actor ?? '';
      const settles = binding.settles?.[src];
      if (settles) return settles.kind === event.kind && settles.label === choice;
      if (binding.performs?.[src]?.[choice]) return true;
      return binding.calls?.[src]?.outcomes[choice] !== undefined;
    }
    default:
      return binding.events[event.type]?.[choice] !== undefined;
  }
}

export function walkApp(
  machine: AnyStateMachine,
  chartId: string,
  binding: FlowBinding,
  maxNodes = 4000,
): AppWalk {
  const names = namesOf(machine);
  const allTransitions = allStates(chartModel(machine)).flatMap((state) =>
    state.transitions.filter((t) => t.kind !== 'always').map(transitionName),
  );
  const walk: AppWalk = { states: new Map(), transitions: new Map(), allTransitions, unbound: new Set() };
  const queue: Array<{ sim: Simulation; route: Route }> = [];
  for (const input of inputChoices(chartId)) {
    if (!binding.starts[input.label]) continue;
    const sim = start(machine, input.payload);
    queue.push({ sim, route: { start: input.label, initial: activePaths(sim.snapshot), steps: [] } });
  }
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < maxNodes) {
    const next = queue.shift();
    if (!next) break;
    const { sim, route } = next;
    const key = keyOf(sim.snapshot);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const path of activePaths(sim.snapshot)) if (!walk.states.has(path)) walk.states.set(path, route);
    if (sim.snapshot.status !== 'active') continue;
    const where = activePaths(sim.snapshot).at(-1) ?? '';
    for (const { event, choices } of eventOptions(machine, sim.snapshot)) {
      for (const choice of choices) {
        if (!bound(binding, event, choice.label, route.start)) {
          walk.unbound.add(`${where}: ${event.label} → ${choice.label}`);
          continue;
        }
        try {
          const sent = eventFor(event, choice.payload);
          const taken = machine.getTransitionData(sim.snapshot, reviveEvent(sent)) ?? [];
          const after = apply(machine, sim, { event: sent });
          if (after.snapshot.status === 'error') continue;
          const takes = taken.map((t) => names.get(t)).filter((name): name is string => !!name);
          // A transition the binding says the app cannot take is left out of the routes.
          if (takes.some((name) => binding.unreachable?.[name])) continue;
          const step: RouteStep = {
            event,
            choice: choice.label,
            payload: choice.payload,
            sent,
            after: activePaths(after.snapshot),
            takes,
          };
          const longer: Route = { ...route, steps: [...route.steps, step] };
          for (const name of takes) if (!walk.transitions.has(name)) walk.transitions.set(name, longer);
          queue.push({ sim: after, route: longer });
        } catch {
          // A choice the machine refuses here (the studio says why); not a route.
        }
      }
    }
  }
  return walk;
}
