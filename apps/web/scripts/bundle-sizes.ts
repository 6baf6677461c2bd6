/**
 * First-load JavaScript per route, from the Vite manifest of a production build (`build.manifest`).
 *
 * What "first load" of a route counts: the entry chunk and everything it imports statically (what
 * every page downloads before it can route), plus the route's own lazy chunk (the module its
 * `page` in src/app/routes.ts names) and everything THAT imports statically, each
 * chunk once, gzip-compressed (Node's default level). It does NOT count chunks a page imports
 * dynamically itself (a tab, a dialog, a section rendered after first paint, the zod-backed module a
 * form page fetches right after first paint via src/lib/deferred.ts): those are listed as "on demand"
 * rows (`page + module`, the page's first load plus that module's extra chunks) for information,
 * outside the budget. CSS is not counted.
 *
 *   node --import tsx apps/web/scripts/bundle-sizes.ts [--dist <dir>] [--check] [--manifest-only] [--verbose]
 *
 * Beside this critical-path check, the CLI counts what Chromium really fetches while each page loads
 * (js-at-load.ts: every lazy chunk requested before the page settles, against the mock) and holds that
 * to the same budget; `--manifest-only` skips it, `--verbose` lists each route's files.
 * `--dist` defaults to apps/web/dist. `--check` exits 1 when a route is over BUDGET_KB either way, or
 * when code only an action needs was fetched at load.
 * `bundleSizes(dist)` gives the same numbers to other scripts (bench/bundle-table.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type AppRoute, routes } from '../src/app/routes.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Gzip size in bytes of an emitted file, by its manifest `file` (e.g. `assets/x-abc.js`). */
export type ReadGzipSize = (file: string) => number;

export const BUDGET_KB = 160;

export interface SizeRow {
  /** The page module (`features/auth/login-page.tsx`), plus ` + section.tsx` for an on-demand row. */
  route: string;
  /** URL paths of src/app/routes.ts served by this page (empty for on-demand rows). */
  paths: string[];
  /** Gzip kB (1024 bytes), entry included. */
  kb: number;
  /** Chunks counted, entry included. */
  chunks: number;
  /** True for a section loaded after first paint: informational, outside the budget. */
  onDemand: boolean;
}

export interface BundleSizes {
  entry: { chunks: number; kb: number };
  /** First-load rows then on-demand rows, each largest first. */
  rows: SizeRow[];
}

const APP_MODULE = /src\/(features|lib|components)\/.+\.tsx?$/;

/** `key` and every chunk it reaches through static imports, added to `seen`. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Page module → URL paths, from the route table. */
export function routePaths(table: readonly AppRoute[] = routes): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const { path, page } of table) if (page) paths.set(page, [...(paths.get(page) ?? []), path]);
  return paths;
}

/** Per-route first-load sizes of a manifest; pure (sizes come from `readGzipSize`). */
export function routeFirstLoad(
  manifest: Manifest,
  readGzipSize: ReadGzipSize,
  paths: Map<string, string[]>,
): BundleSizes {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the manifest: run vite build first.');
  const kb = (keys: Set<string>): number =>
    [...keys].reduce((sum, key) => sum + readGzipSize(manifest[key]?.file ?? ''), 0) / 1024;

  const entry = staticClosure(manifest, entryKey);
  // The route table lives in a chunk of the entry's closure: its `page` imports are the route pages.
  // The pages the route table names (a module named like a page may be a part of another one).
  const pages = [...new Set([...entry].flatMap((key) => manifest[key]?.dynamicImports ?? []))].filter(
    (key) => !entry.has(key) && paths.has(key.replace(/^.*src\//, '')),
  );
  const firstLoad: SizeRow[] = [];
  const onDemand: SizeRow[] = [];
  for (const key of pages) {
    const page = staticClosure(manifest, key, new Set(entry));
    const route = key.replace(/^.*src\//, '');
    firstLoad.push({
      route,
      paths: paths.get(route) ?? [],
      kb: kb(page),
      chunks: page.size,
      onDemand: false,
    });
    // Whatever the page's own chunks import dynamically: lazy sections and dialogs, and the modules
    // a form page fetches right after first paint (src/lib/deferred.ts).
    const later = [...page].filter((k) => !entry.has(k)).flatMap((k) => manifest[k]?.dynamicImports ?? []);
    for (const child of [...new Set(later)].filter((k) => APP_MODULE.test(k) && !page.has(k))) {
      const withSection = staticClosure(manifest, child, new Set(page));
      onDemand.push({
        route: `${route} + ${child.replace(/^.*\//, '')}`,
        paths: [],
        kb: kb(withSection),
        chunks: withSection.size,
        onDemand: true,
      });
    }
  }
  const bySize = (a: SizeRow, b: SizeRow) => b.kb - a.kb;
  return {
    entry: { chunks: entry.size, kb: kb(entry) },
    rows: [...firstLoad.sort(bySize), ...onDemand.sort(bySize)],
  };
}

/** Rows over the budget (first-load rows only). */
export const overBudget = (sizes: BundleSizes, budgetKb = BUDGET_KB): SizeRow[] =>
  sizes.rows.filter((row) => !row.onDemand && row.kb > budgetKb);

export function formatTable(sizes: BundleSizes, budgetKb = BUDGET_KB): string {
  const line = (row: SizeRow) => {
    const flag = row.onDemand ? '      ' : row.kb > budgetKb ? ' OVER ' : '      ';
    const paths = row.paths.length > 0 ? `  ${row.paths.join(' ')}` : '';
    return `${row.kb.toFixed(1).padStart(7)} kB${flag}${row.route}${paths}`;
  };
  return [
    `entry (${sizes.entry.chunks} chunks): ${sizes.entry.kb.toFixed(1)} kB gzip`,
    `first load per route (entry included), budget ${budgetKb} kB gzip:`,
    ...sizes.rows.filter((row) => !row.onDemand).map(line),
    'on demand, after first paint (not budgeted):',
    ...sizes.rows.filter((row) => row.onDemand).map(line),
  ].join('\n');
}

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** First-load gzip sizes of the build in `dist` (a `vite build` output with `build.manifest`). */
export function bundleSizes(dist: string): BundleSizes {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run vite build first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return routeFirstLoad(manifest, (file) => gzipSync(readFileSync(join(dist, file))).length, routePaths());
}

function argValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dist = resolve(argValue(args, '--dist') ?? join(webRoot, 'dist'));
  const sizes = bundleSizes(dist);
  console.log(formatTable(sizes));
  const problems: string[] = [];
  const over = overBudget(sizes);
  if (over.length > 0)
    problems.push(
      `Over the ${BUDGET_KB} kB gzip first-load budget: ${over.map((row) => row.route).join(', ')}`,
    );
  if (!args.includes('--manifest-only')) {
    // What a real Chromium fetches while each page loads (js-at-load.ts), lazy chunks included.
    const { formatLoadTable, jsAtLoad } = await import('./js-at-load.ts');
    const rows = await jsAtLoad(dist, join(webRoot, '..', '..'));
    console.log(formatLoadTable(rows, BUDGET_KB, args.includes('--verbose')));
    const heavy = rows.filter((row) => row.kb > BUDGET_KB);
    if (heavy.length > 0)
      problems.push(`Over ${BUDGET_KB} kB gzip of JS at load: ${heavy.map((row) => row.route).join(', ')}`);
    const early = rows.filter((row) => row.actionOnly.length > 0);
    if (early.length > 0)
      problems.push(`Action-only code fetched at load on: ${early.map((row) => row.route).join(', ')}`);
  }
  if (problems.length === 0) console.log(`Every route is within ${BUDGET_KB} kB gzip.`);
  else if (args.includes('--check')) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else console.log(problems.join('\n'));
}
