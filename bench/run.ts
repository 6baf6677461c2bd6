/**
 * `npm run bench`: the API throughput against a bare server (and the framework floor between them), the request
 * log's cost and the peers (json-server, Prism), the first-load JS per route and Lighthouse on five routes, measured
 * in one run and written to docs/bench.md (see that file for the method). `--only api,log,peers`: bench/sections.ts.
 * Configuration by environment: bench/config.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchApi, startMock } from './api-throughput.ts';
import { benchBeside, besideCommands } from './beside.ts';
import { buildAndMeasure, buildCommand } from './bundle-table.ts';
import { apiOrigin, config as cfg } from './config.ts';
import { benchDataFile } from './data-file.ts';
import { DEV_LOOP_MARKER } from './dev-loop-marker.ts';
import { benchLighthouse } from './lighthouse.ts';
import { machineFacts } from './machine.ts';
import { benchMeans } from './means.ts';
import { stopAll, waitForHttp } from './processes.ts';
import { type BenchRun, renderReport } from './report.ts';
import { only, wants } from './sections.ts';
import { benchTaps } from './taps.ts';

/** The raw measurements of the last run, so `--render` can rewrite the report without measuring again. */
const RAW = path.join(os.tmpdir(), 'lwl-bench-last-run.json');

function commands(): string[] {
  const build = buildCommand(cfg);
  const env = Object.entries(build.env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  const mockEnv = `PORT=${cfg.apiPort} MOCK_LOG=0 NODE_ENV=production`;
  return [
    `npm run bench`,
    `${env} npm ${build.args.join(' ')}`,
    `${mockEnv} taskset -c ${cfg.serverCore} node --import tsx bench/mock-server.ts`,
    `taskset -c ${cfg.serverCore} node --import tsx bench/bare-server.ts <fixtures.json> ${cfg.barePort}`,
    `taskset -c ${cfg.serverCore} node --import tsx bench/floor-server.ts <fixtures.json> ${cfg.floorPort}`,
    `taskset -c ${cfg.loadCore} node --import tsx bench/load-worker.ts <plan.json>`,
    ...besideCommands(cfg),
    `${mockEnv} node --import tsx bench/mock-server.ts (unpinned, for Lighthouse)`,
    `node --import tsx apps/web/scripts/preview.ts --dir ${cfg.dist} --port ${cfg.webPort} --host 127.0.0.1 (npm run preview)`,
    `lighthouse(url, { port, onlyCategories: ['performance'] }) with chrome-launcher, CHROME_PATH=${cfg.chromePath}`,
  ];
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const machine = machineFacts(cfg.repoRoot);
  const bundle =
    wants('build') || wants('lighthouse') || wants('means') || wants('taps')
      ? await step('production build', () => buildAndMeasure(cfg))
      : undefined;
  const api = wants('api')
    ? await step(`API throughput (${cfg.runs} × ${cfg.durationS} s per target and server)`, () =>
        benchApi(cfg),
      )
    : undefined;
  const dataFile = wants('datafile')
    ? await step(`the mock with a data file and without (${cfg.durationS} s per load and mode)`, () =>
        benchDataFile(cfg),
      )
    : undefined;
  const beside =
    wants('log') || wants('peers')
      ? await step(`request log and peers (${cfg.runs} × ${cfg.durationS} s per server)`, () =>
          benchBeside(cfg, { log: wants('log'), peers: wants('peers') }),
        )
      : undefined;
  const lighthouse = wants('lighthouse')
    ? await step(`Lighthouse (${cfg.lighthouseRuns} runs per route)`, () => withMock(benchLighthouse))
    : undefined;
  const means = wants('means')
    ? await step(`load-time means, each on and off (${cfg.lighthouseRuns} rounds)`, () =>
        withMock(benchMeans),
      )
    : undefined;
  const taps = wants('taps')
    ? await step('taps on a throttled phone, from the tap to its first answer', () => withMock(benchTaps))
    : undefined;
  const run: BenchRun = {
    cfg,
    machine,
    loadAverageAtEnd: os.loadavg(),
    seconds: (Date.now() - startedAt) / 1000,
    api,
    dataFile,
    bundle,
    lighthouse,
    means,
    taps,
    beside,
    only: only === null ? undefined : [...only],
    commands: commands(),
  };
  await writeFile(RAW, JSON.stringify(run));
  await write(run);
}

/** `measure` with the mock answering (unpinned), stopped afterwards. */
async function withMock<T>(measure: (config: typeof cfg) => Promise<T>): Promise<T> {
  const mock = startMock(cfg);
  await waitForHttp(mock, `${apiOrigin(cfg)}/api/events`);
  const result = await measure(cfg);
  await mock.stop();
  return result;
}

async function step<T>(name: string, measure: () => Promise<T>): Promise<T> {
  console.error(name);
  return measure();
}

/** Where the hand-recorded soak run starts in docs/bench.md (`npm run soak`); a bench run keeps it. */
const SOAK_MARKER = '<!-- soak: recorded from `npm run soak`; `npm run bench` keeps this section -->';
/** Where the recorded before/after of the load-performance work starts; a bench run keeps it too. */
const LOAD_MARKER =
  '<!-- load-performance before/after: recorded by hand; `npm run bench` keeps this section -->';

/** The hand-recorded sections at the end of the previous report, from the first of their markers. */
async function keptSoakSection(): Promise<string> {
  const previous = await readFile(cfg.out, 'utf8').catch(() => '');
  const starts = [LOAD_MARKER, SOAK_MARKER, DEV_LOOP_MARKER]
    .map((marker) => previous.indexOf(marker))
    .filter((at) => at >= 0);
  return starts.length === 0 ? '' : `\n${previous.slice(Math.min(...starts))}`;
}

/** A partial run (`--only`) never overwrites docs/bench.md unless BENCH_OUT says so. */
const outFile = (run: BenchRun) =>
  run.only && process.env.BENCH_OUT === undefined ? path.join(os.tmpdir(), 'lwl-bench-only.md') : cfg.out;

async function write(run: BenchRun): Promise<void> {
  const out = outFile(run);
  const markdown = renderReport(run) + (out === cfg.out ? await keptSoakSection() : '');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, markdown);
  console.error(`Written ${path.relative(cfg.repoRoot, out)}`);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    void stopAll().finally(() => process.exit(130));
  });
}

try {
  if (process.argv.includes('--render')) await write(JSON.parse(await readFile(RAW, 'utf8')) as BenchRun);
  else await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
