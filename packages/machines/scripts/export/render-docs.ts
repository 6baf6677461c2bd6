import type { AnyStateMachine } from 'xstate';
import { type Json, serializeMachine } from './serialize-machine.ts';
import { toMermaid } from './to-mermaid.ts';
import { toMachineSource } from './to-source.ts';

export interface NamedMachine {
  exportName: string;
  /** File base name: the export name in kebab-case without a trailing "Machine". */
  fileName: string;
  machine: AnyStateMachine;
}

/**
 * A chart that several exports share: a factory's machine, drawn once as `<fileName>.*`. An export
 * whose chart is exactly `build(its id)` is listed as an instance and gets no files of its own; one
 * that differs is drawn on its own like any other machine.
 */
export interface SharedChart {
  /** The name the drawn machine takes in its `.machine.ts`; the files are named after it. */
  exportName: string;
  /** Where the chart comes from, for the generated header (e.g. '`createCheckoutMachine()` of …'). */
  origin: string;
  /** The factory's machine under the given id (its own id when none). */
  build: (id?: string) => AnyStateMachine;
}

/** A delay its machine reads from context: the usual value, and in words when it differs. */
export interface DelayRule {
  ms: number;
  rule: string;
}

export interface DocsOptions {
  shared?: readonly SharedChart[];
  /** Exports left undrawn, each with the reason the README gives (e.g. "a part of X's chart"). */
  omitted?: Readonly<Record<string, string>>;
  /**
   * Delays set from context rather than fixed in `setup({ delays })`, in words, by chart id and
   * delay name (the chart writes "after <rule>", the export lists the rule).
   */
  delayRules?: Readonly<Record<string, Readonly<Record<string, DelayRule>>>>;
  /** A machine's context as field → type (read from the source by the Node script that writes the docs). */
  contextOf?: (machineId: string) => Record<string, string> | undefined;
  /**
   * Machines a flow invokes whose code the app loads later (a checkout loaded at the buyer's first
   * input), so that the flow's `setup` names only a placeholder: by chart id, `src` → export name.
   */
  loadedLater?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

function isStateMachine(value: unknown): value is AnyStateMachine {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as {
    __xstatenode?: unknown;
    root?: unknown;
    config?: unknown;
    getInitialSnapshot?: unknown;
  };
  return (
    candidate.__xstatenode === true &&
    typeof candidate.root === 'object' &&
    typeof candidate.config === 'object' &&
    typeof candidate.getInitialSnapshot === 'function'
  );
}

function fileNameOf(exportName: string): string {
  const base = exportName.replace(/Machine$/, '') || exportName;
  return base
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Every XState machine among a module's exports, sorted by export name; aliases listed once. */
export function collectMachines(moduleExports: Record<string, unknown>): NamedMachine[] {
  const seen = new Set<unknown>();
  const byFile = new Map<string, string>();
  const out: NamedMachine[] = [];
  for (const exportName of Object.keys(moduleExports).sort()) {
    const value = moduleExports[exportName];
    if (!isStateMachine(value) || seen.has(value)) continue;
    seen.add(value);
    const fileName = fileNameOf(exportName);
    const clash = byFile.get(fileName);
    if (clash) throw new Error(`Machines ${clash} and ${exportName} would both be written as ${fileName}.*`);
    byFile.set(fileName, exportName);
    out.push({ exportName, fileName, machine: value });
  }
  return out;
}

function countStates(config: { states?: unknown }): number {
  const states = config.states;
  if (typeof states !== 'object' || states === null) return 0;
  return Object.values(states).reduce<number>(
    (n, child) => n + 1 + countStates(child as { states?: unknown }),
    0,
  );
}

const sameJson = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The shared chart an export is an instance of, if any (one NamedMachine per chart). */
function sharedChartOf(
  named: NamedMachine,
  shared: readonly SharedChart[],
  drawnCharts: Map<SharedChart, NamedMachine>,
): NamedMachine | undefined {
  const config = serializeMachine(named.machine);
  const chart = shared.find((s) => sameJson(serializeMachine(s.build(named.machine.id)), config));
  if (!chart) return undefined;
  const drawn = drawnCharts.get(chart) ?? {
    exportName: chart.exportName,
    fileName: fileNameOf(chart.exportName),
    machine: chart.build(),
  };
  drawnCharts.set(chart, drawn);
  return drawn;
}

const links = (f: string) =>
  `[${f}.json](./${f}.json) | [${f}.machine.ts](./${f}.machine.ts) | [${f}.mmd](./${f}.mmd)`;

export interface Row {
  named: NamedMachine;
  /** The files the row links to: its own, or its shared chart's. */
  drawnAs: NamedMachine;
  notes: string[];
}

function readme(
  rows: readonly Row[],
  drawnCharts: ReadonlyMap<SharedChart, NamedMachine>,
  omitted: Readonly<Record<string, string>>,
): string {
  const lines = [
    '# Machines',
    '',
    'Generated by `npm run machines:export` from the machines exported by `packages/machines/src/index.ts`.',
    'Do not edit: `packages/machines/test/export.test.ts` fails when these files are out of date.',
    '',
    'Each machine comes as:',
    '- `<name>.machine.ts`: a self-contained `createMachine({...})` source. In the Stately visualizer',
    '  (https://stately.ai/viz, or Stately Studio → Import → From code) paste the file to see and',
    '  simulate the chart. Guards, actions and actors appear by name, with their params when these are',
    "  plain data (a toast's message, a page to open); the app provides them. Delays run at their time.",
    '- `<name>.json`: the same definition as JSON (a `createMachine` config), with `delays` at its root:',
    '  each named delay in milliseconds, to load it with',
    '  `createMachine(json).provide({ delays: json.delays, actions, guards, actors })`.',
    '- `<name>.mmd`: a Mermaid `stateDiagram-v2` (GitHub renders it inside a ```mermaid block).',
    '',
    "Every state and transition carries its one-line `description`; actions are named as in the machine's",
    "`setup`. The root's `meta` lists the context's fields with their types (from the machine's context",
    'type), the rule of each delay the machine reads from context (`delayRules`) and the named actions.',
    '',
    'A chart that several exports share is drawn once; each export built from it links to the shared',
    "files and differs from them only in the chart's id.",
    '',
    '| machine | states | definition | code | diagram | notes |',
    '|---|---|---|---|---|---|',
  ];
  for (const { named, drawnAs, notes } of rows) {
    const states = countStates(serializeMachine(drawnAs.machine));
    lines.push(
      `| \`${named.exportName}\` (id \`${named.machine.id}\`) | ${states} | ${links(drawnAs.fileName)} | ${notes.join('; ')} |`,
    );
  }
  if (drawnCharts.size > 0) {
    lines.push('', 'Shared charts:');
    for (const [chart, { fileName }] of drawnCharts) {
      lines.push(`- [${fileName}.mmd](./${fileName}.mmd): ${chart.origin}.`);
    }
  }
  const skipped = Object.entries(omitted);
  if (skipped.length > 0) {
    lines.push('', 'Not drawn:');
    for (const [exportName, why] of skipped) lines.push(`- \`${exportName}\`: ${why}.`);
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * What the chart alone does not say, in the root's `meta` (kept by createMachine, shown by the Stately
 * visualizer): the context's fields and types, each delay's milliseconds (and its rule when the
 * machine reads it from context), and the named actions of the machine's setup.
 */
function withSetupFacts(
  config: { [key: string]: Json },
  machine: AnyStateMachine,
  facts: { delayRules: NonNullable<DocsOptions['delayRules']>; context: Record<string, string> | undefined },
): { [key: string]: Json } {
  const { delayRules, context } = facts;
  const meta: { [key: string]: Json } = {};
  if (context) meta.context = context;
  // One shape for a loader: every named delay in milliseconds (one read from context: its usual value,
  // its rule in words beside it in `meta.delayRules`).
  const delays: { [key: string]: Json } = {};
  const rules: { [key: string]: Json } = {};
  for (const [name, delay] of Object.entries(
    (machine.implementations.delays ?? {}) as Record<string, unknown>,
  )) {
    const rule = delayRules[machine.id]?.[name];
    if (typeof delay === 'number') delays[name] = delay;
    else if (rule) {
      delays[name] = rule.ms;
      rules[name] = rule.rule;
    }
  }
  if (Object.keys(rules).length > 0) meta.delayRules = rules;
  const actions = Object.keys(machine.implementations.actions ?? {}).sort();
  if (actions.length > 0) meta.actions = actions;
  const { meta: _drop, ...rest } = config;
  return {
    ...rest,
    ...(Object.keys(delays).length > 0 ? { delays } : {}),
    ...(Object.keys(meta).length > 0 ? { meta } : {}),
  };
}

/** What a machine invokes among the exported machines, by `src`, with the files that draw it. */
export function invokes(
  machine: AnyStateMachine,
  rowOf: Map<unknown, Row>,
  loadedLater: DocsOptions['loadedLater'] = {},
): Array<{ src: string; row: Row }> {
  const actors = (machine.implementations.actors ?? {}) as Record<string, unknown>;
  const provided = Object.entries(actors).flatMap(([src, logic]) => {
    const row = rowOf.get(logic);
    return row ? [{ src, row }] : [];
  });
  const later = Object.entries(loadedLater[machine.id] ?? {}).map(([src, exportName]) => {
    const row = [...rowOf.values()].find((candidate) => candidate.named.exportName === exportName);
    if (!row) throw new Error(`${machine.id} loads ${exportName} later, which is not drawn`);
    return { src, row };
  });
  return [...provided, ...later];
}

/**
 * The rows docs/machines lists (and the Flow Studio shows): every drawn export, with the chart that
 * draws it (its own, or a shared chart's) and the shared charts met on the way.
 */
export function chartRows(
  machines: readonly NamedMachine[],
  { shared = [], omitted = {} }: DocsOptions = {},
): { rows: Row[]; drawnCharts: Map<SharedChart, NamedMachine> } {
  const rows: Row[] = [];
  const drawnCharts = new Map<SharedChart, NamedMachine>();
  for (const named of machines) {
    if (named.exportName in omitted) continue;
    const instanceOf = sharedChartOf(named, shared, drawnCharts);
    rows.push(
      instanceOf
        ? { named, drawnAs: instanceOf, notes: [`the shared \`${instanceOf.machine.id}\` chart`] }
        : { named, drawnAs: named, notes: [] },
    );
  }
  return { rows, drawnCharts };
}

/** Every file of docs/machines, keyed by file name, in a stable order. */
export function renderMachineDocs(
  machines: readonly NamedMachine[],
  { shared = [], omitted = {}, delayRules = {}, contextOf, loadedLater }: DocsOptions = {},
): Map<string, string> {
  const unknown = Object.keys(omitted).filter((name) => !machines.some((m) => m.exportName === name));
  if (unknown.length > 0) throw new Error(`Omitted machines that are not exported: ${unknown.join(', ')}`);

  const { rows, drawnCharts } = chartRows(machines, { shared, omitted });
  const rowOf = new Map<unknown, Row>(rows.map((row) => [row.named.machine, row]));

  const files = new Map<string, string>();
  const drawn = new Map<string, NamedMachine>();
  for (const row of rows) {
    const { drawnAs } = row;
    const before = drawn.get(drawnAs.fileName);
    if (before === drawnAs) continue;
    if (before !== undefined) {
      throw new Error(
        `Machines ${before.exportName} and ${row.named.exportName} would both be written as ${drawnAs.fileName}.*`,
      );
    }
    drawn.set(drawnAs.fileName, drawnAs);
    const chart = [...drawnCharts].find(([, named]) => named === drawnAs)?.[0];
    const origin = chart ? chart.origin : `\`${drawnAs.exportName}\` of @lwl/machines`;
    const children = invokes(drawnAs.machine, rowOf, loadedLater).map(
      ({ src, row: child }) =>
        `invokes \`${src}\`: \`${child.named.exportName}\`, drawn in ${child.drawnAs.fileName}.machine.ts`,
    );
    row.notes.push(...children);
    const config = withSetupFacts(serializeMachine(drawnAs.machine), drawnAs.machine, {
      delayRules,
      context: contextOf?.(drawnAs.machine.id),
    });
    files.set(`${drawnAs.fileName}.json`, `${JSON.stringify(config, null, 2)}\n`);
    files.set(
      `${drawnAs.fileName}.machine.ts`,
      toMachineSource(drawnAs.exportName, config, origin, children),
    );
    files.set(`${drawnAs.fileName}.mmd`, toMermaid(config));
  }
  files.set('README.md', readme(rows, drawnCharts, omitted));
  return files;
}
