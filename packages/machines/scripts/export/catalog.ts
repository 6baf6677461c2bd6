/**
 * The machines docs/machines draws, as data for other tools (the Flow Studio imports it as
 * `@lwl/machines/catalog`): the same list, the same shared charts, the same omissions.
 */

import type { PurchaseDescriptor } from '@lwl/schemas';
import * as machines from '../../src/index.ts';
import { DOCS_OPTIONS, purchaseLinks } from './docs-options.ts';
import { chartRows, collectMachines, type DelayRule, invokes, type Row } from './render-docs.ts';

export interface CatalogEntry {
  exportName: string;
  /** The machine as exported (its id names it in the app and in live inspection). */
  id: string;
  machine: Row['named']['machine'];
  /** The chart drawn for it: its own, or the shared chart it is an instance of. */
  chart: Row['drawnAs'];
  /** Set when `chart` is a shared chart (e.g. the checkout every purchase invokes). */
  shared: boolean;
  /** Exports of this list that the machine invokes, by `src`. */
  invokes: Array<{ src: string; exportName: string }>;
}

/**
 * `extra`: machines beside the package's and the purchase rows they belong to (a purchase kind being
 * tried out), drawn and linked as the package's are.
 */
export function machineCatalog(
  extra: { machines?: Record<string, unknown>; purchases?: ReadonlyArray<PurchaseDescriptor<string>> } = {},
): CatalogEntry[] {
  const options = {
    ...DOCS_OPTIONS,
    loadedLater: { ...DOCS_OPTIONS.loadedLater, ...purchaseLinks(extra.purchases ?? []) },
  };
  const { rows } = chartRows(collectMachines({ ...machines, ...extra.machines }), options);
  const rowOf = new Map<unknown, Row>(rows.map((row) => [row.named.machine, row]));
  return rows.map((row) => ({
    exportName: row.named.exportName,
    id: row.named.machine.id,
    machine: row.named.machine,
    chart: row.drawnAs,
    shared: row.drawnAs !== row.named,
    invokes: invokes(row.named.machine, rowOf, options.loadedLater).map(({ src, row: child }) => ({
      src,
      exportName: child.named.exportName,
    })),
  }));
}

/** A delay its machine reads from context (e.g. the checkout's `redirect`): its usual value and rule. */
export function delayRule(chartId: string, delay: string): DelayRule | undefined {
  return DOCS_OPTIONS.delayRules?.[chartId]?.[delay];
}

/** How docs/machines and the coverage report name a guard (and(a, b), not(a), stateIn(...)). */
export { guardName } from '../../src/testing/coverage.ts';
/** A machine's guards and named actions in words (by machine id; the checkouts share theirs). */
export { wordsOf } from '../../src/words.ts';
