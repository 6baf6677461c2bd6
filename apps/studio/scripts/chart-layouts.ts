/**
 * Lays out every chart with ELK ahead of time (the build ships `layouts/{chart id}.json`), so the
 * browser draws at once instead of loading and running ELK. Prints `{ layouts: { [chart id]: Layout },
 * compare }` as JSON. With `STUDIO_COMPARE_BEFORE` (a JSON file of another revision's chart models,
 * vite/compare-revision.ts), each chart is drawn merged with its old self, the differences marked, and
 * `compare` sums them up per chart.
 */
import { readFileSync } from 'node:fs';
import { machineCatalog } from '@lwl/machines/catalog';
import { layOut } from '../src/chart/layout.ts';
import { compareCharts } from '../src/compare/diff.ts';
import type { CompareCharts } from '../src/compare/summary.ts';
import { type ChartState, chartModel } from '../src/model/chart-model.ts';

const charts = new Map(machineCatalog().map((entry) => [entry.chart.machine.id, entry.chart.machine]));
const beforeFile = process.env.STUDIO_COMPARE_BEFORE;
const before = beforeFile
  ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as Record<string, ChartState>)
  : undefined;

const layouts: Record<string, unknown> = {};
const compare: CompareCharts = {};
for (const [id, machine] of charts) {
  const model = chartModel(machine);
  if (!before) {
    layouts[id] = await layOut(model);
    continue;
  }
  const { merged, counts, changed } = compareCharts(before[id], model);
  layouts[id] = await layOut(merged);
  compare[id] = { change: before[id] ? (changed ? 'changed' : 'same') : 'added', counts };
}
for (const id of Object.keys(before ?? {})) {
  if (!charts.has(id)) compare[id] = { change: 'removed' };
}
process.stdout.write(JSON.stringify({ layouts, compare }));
