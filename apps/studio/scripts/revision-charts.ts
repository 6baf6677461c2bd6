/**
 * The charts of other revisions' machines, as the studio models them: run with tsx on folders each
 * holding a revision's packages/machines and packages/schemas (vite/compare-revision.ts extracts them).
 * Prints `[{ [chart id]: ChartState }, …]`, one object per folder, as JSON. Uses a revision's own
 * catalog (shared charts drawn once) when it has one, else every machine its index exports.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { chartModel } from '../src/model/chart-model.ts';

const dirs = process.argv.slice(2);
if (dirs.length === 0) throw new Error('usage: revision-charts.ts <folder with packages/machines>…');

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  (value as { __xstatenode?: unknown }).__xstatenode === true &&
  typeof (value as { root?: unknown }).root === 'object';

async function machinesOf(root: string): Promise<AnyStateMachine[]> {
  const catalog = join(root, 'packages', 'machines', 'scripts', 'export', 'catalog.ts');
  if (existsSync(catalog)) {
    const { machineCatalog } = (await import(pathToFileURL(catalog).href)) as {
      machineCatalog: () => Array<{ chart: { machine: AnyStateMachine } }>;
    };
    return machineCatalog().map((entry) => entry.chart.machine);
  }
  const index = (await import(
    pathToFileURL(join(root, 'packages', 'machines', 'src', 'index.ts')).href
  )) as Record<string, unknown>;
  return Object.values(index).filter(isMachine);
}

const out: Array<Record<string, unknown>> = [];
for (const dir of dirs) {
  const charts: Record<string, unknown> = {};
  for (const machine of await machinesOf(dir)) charts[machine.id] ??= chartModel(machine);
  out.push(charts);
}
process.stdout.write(JSON.stringify(out));
