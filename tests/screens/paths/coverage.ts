/**
 * The coverage by the app (`app-coverage.json`, docs/app-paths.md): per machine, the states a person
 * sees and the transitions reached through the app in a `--all` run, and what was not, each with its
 * reason. States the studio lists as not visible (apps/studio/src/screens/not-visible.ts) are left out
 * of the totals and listed apart (`notVisible`). The studio reads it beside the screens.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { machineCatalog } from '@lwl/machines/catalog';
import type { AnyStateMachine } from 'xstate';
import { leafStates } from '../../../apps/studio/src/screens/fingerprint.ts';
import { NOT_VISIBLE } from '../../../apps/studio/src/screens/not-visible.ts';
import { lane } from '../../support/lane.ts';
import { bindings } from '../bindings/index.ts';
import { planFlow } from './plan.ts';
import { walkApp } from './walk.ts';

export const COVERAGE_FILE = relative(
  lane.repoRoot,
  join(lane.repoRoot, 'apps', 'studio', 'screens', 'app-coverage.json'),
);

interface Unreachable {
  kind: 'state' | 'transition';
  path: string;
  reason: string;
}

interface MachineCoverage {
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  unreachable: Unreachable[];
  /** States no person sees as a screen of their own, with the studio's reason (not counted above). */
  notVisible: Array<{ path: string; reason: string }>;
}

const NO_BINDING = 'no binding yet: the runner does not play this flow in the app';
const NOT_WALKED =
  'the walk through the choices the binding performs does not lead here (the choices before it have no binding)';
const RUN_FAILED = 'its route was played but the app did not get here (see the failed run)';

function percent(reached: number, total: number): string {
  return total === 0 ? '100 %' : `${((100 * reached) / total).toFixed(0)} %`;
}

/** Writes the report from the runs' lines (`PATHS_SEEN_OUT`); returns one line per machine and the totals. */
export function writeCoverage(seenFile: string): string[] {
  const seen = new Map<string, { states: Set<string>; transitions: Set<string> }>();
  for (const line of readFileSync(seenFile, 'utf8').split('\n').filter(Boolean)) {
    const run = JSON.parse(line) as { machine: string; states: string[]; transitions: string[] };
    const into = seen.get(run.machine) ?? { states: new Set(), transitions: new Set() };
    seen.set(run.machine, into);
    for (const path of run.states) into.states.add(path);
    for (const name of run.transitions) into.transitions.add(name);
  }
  const report: Record<string, MachineCoverage> = {};
  for (const entry of machineCatalog()) {
    const binding = bindings.find((candidate) => candidate.machine === entry.id);
    const machine = entry.machine as AnyStateMachine;
    const chartId = entry.chart.machine.id as string;
    const hidden = NOT_VISIBLE[chartId] ?? {};
    const visible = leafStates(machine).filter((path) => !(path in hidden));
    const plan = binding ? planFlow(binding, true) : undefined;
    const transitions =
      plan?.walk.allTransitions ??
      walkApp(machine, chartId, { machine: entry.id, starts: {}, events: {} }).allTransitions;
    const got = seen.get(entry.id) ?? { states: new Set<string>(), transitions: new Set<string>() };
    const why = (path: string, walked: boolean): string =>
      binding?.unreachable?.[path] ?? (!binding ? NO_BINDING : walked ? RUN_FAILED : NOT_WALKED);
    const unreachable: Unreachable[] = [
      ...visible
        .filter((path) => !got.states.has(path))
        .map((path) => ({
          kind: 'state' as const,
          path,
          reason: why(path, !!plan?.walk.states.has(path)),
        })),
      ...transitions
        .filter((name) => !got.transitions.has(name))
        .map((name) => ({
          kind: 'transition' as const,
          path: name,
          reason: why(name, !!plan?.walk.transitions.has(name)),
        })),
    ];
    report[entry.id] = {
      states: { reached: visible.filter((path) => got.states.has(path)).length, total: visible.length },
      transitions: {
        reached: transitions.filter((name) => got.transitions.has(name)).length,
        total: transitions.length,
      },
      unreachable,
      notVisible: Object.entries(hidden).map(([path, reason]) => ({ path, reason })),
    };
  }
  writeFileSync(join(lane.repoRoot, COVERAGE_FILE), `${JSON.stringify(report, null, 2)}\n`);
  const sum = (pick: (c: MachineCoverage) => { reached: number; total: number }) =>
    Object.values(report).reduce(
      (total, c) => ({ reached: total.reached + pick(c).reached, total: total.total + pick(c).total }),
      { reached: 0, total: 0 },
    );
  const states = sum((c) => c.states);
  const moves = sum((c) => c.transitions);
  return [
    ...Object.entries(report).map(
      ([id, c]) =>
        `${id}: states ${c.states.reached}/${c.states.total}, transitions ${c.transitions.reached}/${c.transitions.total}`,
    ),
    `all: states ${states.reached}/${states.total} (${percent(states.reached, states.total)}), transitions ${moves.reached}/${moves.total} (${percent(moves.reached, moves.total)})`,
  ];
}
