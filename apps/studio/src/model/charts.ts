/**
 * The studio's list of charts: the catalog of @lwl/machines (the list docs/machines draws), with a
 * shared chart (the checkout) listed once together with its instances and the flows that invoke them.
 */

import descriptions from 'virtual:machine-descriptions';
import { machineCatalog } from '@lwl/machines/catalog';
import type { AnyStateMachine } from 'xstate';
import { allStates, chartModel } from './chart-model.ts';

export interface ChartEntry {
  /** The route: `#/{id}`, the drawn machine's id. */
  id: string;
  exportName: string;
  machine: AnyStateMachine;
  /** What the flow is, in a product reader's words (the machine's own description). */
  summary: string;
  /** The doc comment of its export, for developers (shown with code names). */
  description: string;
  stateCount: number;
  /** docs/machines base name (the `.machine.ts`, `.json` and `.mmd` files). */
  fileName: string;
  /** For a shared chart: the exports built from it, with their ids. */
  instances: Array<{ exportName: string; id: string }>;
  /** Charts this one invokes, by the `src` it uses. */
  invokes: Array<{ src: string; chartId: string }>;
  /** Charts that invoke this one. */
  invokedBy: string[];
}

/** A shared chart is documented on its factory (`checkoutMachine` → `createCheckoutMachine`). */
const describe = (exportName: string): string | undefined =>
  descriptions[exportName] ?? descriptions[`create${exportName[0]?.toUpperCase()}${exportName.slice(1)}`];

function build(): ChartEntry[] {
  const catalog = machineCatalog();
  const charts = new Map<string, ChartEntry>();
  const chartIdOf = new Map<string, string>();
  for (const entry of catalog) {
    const { machine, exportName, fileName } = entry.chart;
    chartIdOf.set(entry.exportName, machine.id);
    const existing = charts.get(machine.id);
    if (existing) {
      if (entry.shared) existing.instances.push({ exportName: entry.exportName, id: entry.id });
      continue;
    }
    charts.set(machine.id, {
      id: machine.id,
      exportName,
      machine,
      summary: machine.root.description ?? '',
      description: describe(exportName) ?? describe(entry.exportName) ?? '',
      stateCount: allStates(chartModel(machine)).length - 1,
      fileName,
      instances: entry.shared ? [{ exportName: entry.exportName, id: entry.id }] : [],
      invokes: [],
      invokedBy: [],
    });
  }
  for (const entry of catalog) {
    const chart = charts.get(chartIdOf.get(entry.exportName) ?? '');
    if (!chart || entry.shared) continue;
    for (const { src, exportName } of entry.invokes) {
      const child = charts.get(chartIdOf.get(exportName) ?? '');
      if (!child) continue;
      chart.invokes.push({ src, chartId: child.id });
      if (!child.invokedBy.includes(chart.id)) child.invokedBy.push(chart.id);
    }
  }
  return [...charts.values()].sort((a, b) => a.id.localeCompare(b.id));
}

export const charts: readonly ChartEntry[] = build();

/** The chart a route id or a live actor's machine id names (an instance id leads to its shared chart). */
export function chartFor(id: string): ChartEntry | undefined {
  return charts.find((chart) => chart.id === id || chart.instances.some((instance) => instance.id === id));
}
