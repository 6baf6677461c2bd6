/**
 * `npm run studio:screens [-- <flow> ... | tests/screens/<spec>.spec.ts ...]`: records the screens
 * the studio shows beside each state. Builds the web app in `--mode studio-screens` (a production-like
 * build whose machines report their snapshots; the normal build never does), then plays the studio's
 * walk in it (tests/screens/paths.spec.ts, docs/app-paths.md): each bound flow's state gets its screen
 * at the end of the route that reaches it. Flows without a binding yet are still driven by the
 * recording specs left in tests/screens. Writes apps/studio/screens/ (committed: a fresh clone shows
 * them) with its manifest: the commit, and per chart its states' fingerprint and what took them (a
 * flow's machine id, or a spec). With flows or spec files, only those are re-taken; the rest is kept.
 * Ports: the lane's E2E_API_PORT / E2E_WEB_PORT / E2E_MOCK_PORT_BASE (tests/support/lane.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { machineCatalog } from '@lwl/machines/catalog';
import { leafStates, statesFingerprint } from '../src/screens/fingerprint.ts';
import type { ChartScreens, ScreensManifest } from '../src/screens/screens.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SCREENS = join(ROOT, 'apps', 'studio', 'screens');
const api = `http://localhost:${process.env.E2E_API_PORT ?? '8787'}`;
const specs = process.argv.slice(2);
const driverSpecs = specs.filter((arg) => arg.endsWith('.ts'));
const flows = specs.filter((arg) => !arg.endsWith('.ts'));
const dist = mkdtempSync(join(tmpdir(), 'lwl-screens-web-'));
const out = mkdtempSync(join(tmpdir(), 'lwl-screens-out-'));

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

interface Shot {
  chart: string;
  flow?: string;
  path: string;
  file: string;
  spec: string;
}

execFileSync('npx', ['vite', 'build', '--mode', 'studio-screens', '--outDir', dist, '--emptyOutDir'], {
  cwd: join(ROOT, 'apps', 'web'),
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_API_BASE_URL: `${api}/api/`,
    VITE_CHECKOUT_SCRIPT_URL: `${api}/__mock/checkout.js`,
  },
});

let code = 1;
try {
  const play = (config: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<number>((resolve) => {
      const run = spawn('npx', ['playwright', 'test', '-c', config, ...args], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, E2E_DIST: dist, STUDIO_SCREENS_OUT: out, ...env },
      });
      run.on('exit', (exit) => resolve(exit ?? 1));
    });
  code = 0;
  if (flows.length > 0 || driverSpecs.length === 0)
    code ||= await play('tests/paths.playwright.config.ts', [], { PATHS_FLOWS: flows.join(',') });
  if (driverSpecs.length > 0 || flows.length === 0)
    code ||= await play('tests/screens.playwright.config.ts', driverSpecs);

  const shotsFile = join(out, 'shots.jsonl');
  const all: Shot[] = existsSync(shotsFile)
    ? readFileSync(shotsFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Shot)
    : [];
  // A flow the walk plays takes its own screens: a recording spec's shot of it is not kept.
  const walked = new Set(
    all.filter((shot) => !shot.spec.endsWith('.ts')).map((shot) => shot.flow ?? shot.chart),
  );
  const shots = all.filter((shot) => !shot.spec.endsWith('.ts') || !walked.has(shot.flow ?? shot.chart));
  const manifestFile = join(SCREENS, 'manifest.json');
  const before: ScreensManifest | null =
    specs.length && existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ScreensManifest)
      : null;
  const machines = new Map(
    machineCatalog().map((entry) => [entry.chart.machine.id as string, entry.chart.machine]),
  );
  // A partial run re-takes its shots over the screens kept from before (of states that still exist).
  const charts: Record<string, ChartScreens> = {};
  for (const [id, chart] of Object.entries(before?.charts ?? {})) {
    const machine = machines.get(id);
    if (!machine) continue;
    const exists = new Set(leafStates(machine));
    const keep = (files: Record<string, string>) =>
      Object.fromEntries(Object.entries(files).filter(([path]) => exists.has(path)));
    charts[id] = {
      ...chart,
      states: keep(chart.states),
      ...(chart.flows
        ? {
            flows: Object.fromEntries(
              Object.entries(chart.flows).map(([flow, files]) => [flow, keep(files)]),
            ),
          }
        : {}),
    };
  }
  // The coverage by the app (npm run test:paths) lives beside the screens and stays.
  const coverageFile = join(SCREENS, 'app-coverage.json');
  const coverage = existsSync(coverageFile) ? readFileSync(coverageFile, 'utf8') : null;
  if (!before) rmSync(SCREENS, { recursive: true, force: true });
  mkdirSync(SCREENS, { recursive: true });
  if (coverage !== null) writeFileSync(coverageFile, coverage);
  mkdirSync(SCREENS, { recursive: true });
  for (const shot of shots) {
    const machine = machines.get(shot.chart);
    if (!machine) continue;
    const chart = charts[shot.chart] ?? { fingerprint: '', states: {}, specs: [] };
    charts[shot.chart] = chart;
    chart.fingerprint = statesFingerprint(machine);
    chart.states[shot.path] = shot.file;
    if (shot.flow) {
      const flows = chart.flows ?? {};
      chart.flows = flows;
      flows[shot.flow] = { ...flows[shot.flow], [shot.path]: shot.file };
    }
    if (!shot.spec.endsWith('.ts')) chart.specs = chart.specs.filter((spec) => !spec.endsWith('.ts'));
    if (!chart.specs.includes(shot.spec)) chart.specs.push(shot.spec);
    mkdirSync(dirname(join(SCREENS, shot.file)), { recursive: true });
    cpSync(join(out, shot.file), join(SCREENS, shot.file));
  }
  // Files no state names any more go.
  const named = new Set(
    Object.values(charts).flatMap((c) => [
      ...Object.values(c.states),
      ...Object.values(c.flows ?? {}).flatMap((files) => Object.values(files)),
    ]),
  );
  for (const file of filesUnder(SCREENS)) {
    if (file.endsWith('.webp') && !named.has(file)) rmSync(join(SCREENS, file));
  }
  const manifest: ScreensManifest = {
    commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(),
    recordedAt: new Date().toISOString(),
    charts: Object.fromEntries(Object.entries(charts).sort(([a], [b]) => a.localeCompare(b))),
  };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${shots.length} screens in ${SCREENS}; npm run studio:screens:check counts them.`);
} finally {
  rmSync(dist, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
}
process.exit(code);
