/**
 * Lays out every chart with ELK ahead of time (the build ships `layouts/{chart id}.json`), so the
 * browser draws at once instead of loading and running ELK. Prints `{ [chart id]: Layout }` as JSON.
 */
import { machineCatalog } from '@lwl/machines/catalog';
import { layOut } from '../src/chart/layout.ts';
import { chartModel } from '../src/model/chart-model.ts';

const charts = new Map(machineCatalog().map((entry) => [entry.chart.machine.id, entry.chart.machine]));
const layouts: Record<string, unknown> = {};
for (const [id, machine] of charts) layouts[id] = await layOut(chartModel(machine));
process.stdout.write(JSON.stringify(layouts));
