/** Renders one benchmark run as the markdown of docs/bench.md. */

import { BUDGET_KB } from '../apps/web/scripts/bundle-sizes.ts';
import type { ApiBench, ApiRow, ServerSummary } from './api-throughput.ts';
import type { BesideBench } from './beside.ts';
import type { buildAndMeasure } from './bundle-table.ts';
import type { BenchConfig } from './config.ts';
import { DATA_FILE_TARGET, type DataFileBench } from './data-file.ts';
import type { LighthouseBench, RouteScore } from './lighthouse.ts';
import type { MachineFacts } from './machine.ts';
import type { MeansBench } from './means.ts';
import { besideHeadline, besideSections } from './report-beside.ts';
import { tapsSection } from './report-taps.ts';
import type { TapsBench } from './taps.ts';

const API_RATIO_TARGET = 0.7;
const PERFORMANCE_TARGET = 98;
const LCP_TARGET_MS = 1_800;
/** The earlier target (the first-paint work before this one): performance ≥ 95 with LCP ≤ 2.5 s. */
const EARLIER_TARGET = { performance: 95, lcpMs: 2_500 };

export interface BenchRun {
  cfg: BenchConfig;
  machine: MachineFacts;
  loadAverageAtEnd: number[];
  seconds: number;
  /** Each part is absent when `--only` left it out (bench/sections.ts). */
  api?: ApiBench;
  /** The mock with a data file against without (bench/data-file.ts). */
  dataFile?: DataFileBench;
  bundle?: Awaited<ReturnType<typeof buildAndMeasure>>;
  lighthouse?: LighthouseBench;
  /** The kept load-time means, each on and off (bench/means.ts). */
  means?: MeansBench;
  /** From a tap to its first answer on a throttled phone (bench/taps.ts). */
  taps?: TapsBench;
  /** The request log's cost and the peers (bench/beside.ts). */
  beside?: BesideBench;
  /** The sections of a partial run. */
  only?: string[];
  commands: string[];
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');
const table = (header: string[], rows: string[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const perRequest = (s: ServerSummary) => int(s.cpuUsPerRequest);

function apiVerdict(row: ApiRow): string {
  if (row.invalidRuns > 0)
    return `- \`${row.label}\`: **invalid** — ${row.invalidRuns} run(s) had unexpected answers.`;
  if (row.ratio >= API_RATIO_TARGET) {
    return `- \`${row.label}\`: target met (${row.ratio.toFixed(2)}× ≥ ${API_RATIO_TARGET}×).`;
  }
  const framework = row.floor.cpuUsPerRequest - row.bare.cpuUsPerRequest;
  const own = row.mock.cpuUsPerRequest - row.floor.cpuUsPerRequest;
  // CPU per request the mock would need to reach the target, with the transport and framework as they are.
  const budget = row.bare.cpuUsPerRequest / API_RATIO_TARGET;
  return [
    `- \`${row.label}\`: **target missed** — ${row.ratio.toFixed(2)}× is ${((1 - row.ratio / API_RATIO_TARGET) * 100).toFixed(0)} % below ${API_RATIO_TARGET}× (the mock would need ${int(API_RATIO_TARGET * row.bare.rps)} req/s).`,
    `  Server CPU per request: bare ${perRequest(row.bare)} µs, floor ${perRequest(row.floor)} µs, mock ${perRequest(row.mock)} µs. Hono and`,
    `  @hono/node-server add ${int(framework)} µs to the bare transport (floor ${row.floorRatio.toFixed(2)}× bare); the mock's own work adds`,
    `  ${int(own)} µs more. ${API_RATIO_TARGET}× would leave the mock ${int(budget)} µs per request in all, so ${int(Math.max(0, budget - row.floor.cpuUsPerRequest))} µs above the floor`,
    '  for everything that makes it the mock (see "Where the mock\'s time goes" below).',
  ].join('\n');
}

function apiSection({ cfg, api }: BenchRun & { api: ApiBench }): string {
  const rows = api.rows.map((row) => [
    `\`${row.label}\``,
    String(row.expectedStatus),
    int(row.mock.rps),
    ms(row.mock.p50Ms),
    ms(row.mock.p99Ms),
    int(row.floor.rps),
    int(row.bare.rps),
    ms(row.bare.p50Ms),
    ms(row.bare.p99Ms),
    `**${row.ratio.toFixed(2)}×**`,
    `${row.floorRatio.toFixed(2)}×`,
    `${perRequest(row.mock)} / ${perRequest(row.floor)} / ${perRequest(row.bare)} µs`,
    String(row.invalidRuns),
  ]);
  const statusLines = api.rows.map((row) => {
    const runs = api.runs.filter((run) => !run.warmup && run.targetId === row.id);
    const statuses = new Map<string, number>();
    for (const run of runs) {
      for (const [status, count] of Object.entries(run.statusCounts)) {
        statuses.set(status, (statuses.get(status) ?? 0) + count);
      }
    }
    const unexpected = runs.reduce((sum, run) => sum + run.unexpected, 0);
    const seen = [...statuses].map(([status, count]) => `${status}: ${int(count)}`).join(', ');
    return `- \`${row.label}\`: ${seen}; unexpected answers (other status or body, errors, timeouts): ${unexpected}.`;
  });
  const headers = api.fixtures
    .map(
      (f) =>
        `\`${f.method} ${f.path}\` → ${f.status}, ${Object.entries(f.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; ')}`,
    )
    .map((line) => `- ${line}`);
  const runLines = api.runs
    .filter((run) => !run.warmup)
    .map((run) => `${run.server}/${run.targetId}: ${int(run.requestsPerSecond)}`)
    .join(', ');
  return `## 1. Mock API vs a bare \`node:http\` server

Three servers, each its own process pinned to core ${cfg.serverCore} (\`taskset -c ${cfg.serverCore}\`; /proc says mock:
${api.cores.mock}, floor: ${api.cores.floor}, bare: ${api.cores.bare}); autocannon runs in a separate process pinned to core ${cfg.loadCore}
(/proc: ${api.cores.load}).

- **mock**: the mock API as \`npm run api\` starts it, with \`NODE_ENV=production\` (response validation off) and \`MOCK_LOG=0\`.
- **bare**: a \`node:http\` server answering the bytes captured from the mock first (status, body and the headers the
  mock sets; node adds \`Date\`/\`Connection\`/\`Keep-Alive\` to all three) after reading the request body.
- **floor**: a Hono app on @hono/node-server (the mock's stack) with one route per request, answering the same captured
  bytes after reading the body: what the framework costs before any of the mock's work.

Bare and floor are checked to answer exactly like the mock before the load starts. Every request carries a
\`dynamickey\` computed at the start of its run. ${cfg.connections} connections, one warm-up run of ${cfg.warmupS} s per target and
server (discarded), then ${cfg.runs} measured rounds of ${cfg.durationS} s, the servers interleaved (rotating which goes first).
Each figure is the median of the ${cfg.runs} runs; req/s is autocannon's mean per second of a run. "Server CPU per
request" is the server process's user + system time (all threads, from /proc) over the run divided by the answers:
unlike req/s it hardly depends on what else runs on the machine.

${table(
  [
    'request',
    'status',
    'mock req/s',
    'mock p50',
    'mock p99',
    'floor req/s',
    'bare req/s',
    'bare p50',
    'bare p99',
    'mock/bare req/s',
    'floor/bare req/s',
    'server CPU per request (mock / floor / bare)',
    'invalid runs',
  ],
  rows,
)}

Target: mock ≥ ${API_RATIO_TARGET}× bare throughput.

${api.rows.map(apiVerdict).join('\n')}

${MOCK_TIME}

Answers seen during the measured runs (autocannon compared every body with the captured one):

${statusLines.join('\n')}

Captured answers:
${headers.join('\n')}

Every measured run (req/s): ${runLines}.`;
}

/** What runs above the floor; the profiles behind it are in docs/mock-performance.md (hand-written, dated). */
const MOCK_TIME = `### Where the mock's time goes

Above the floor, each request runs what makes the mock behave like the backend: the router over the 44 table routes
and the mock's own routes, CORS, the body limit, the \`dynamickey\` check, forced scenarios (\`Prefer\`, sticky), the
auth mode, reading the query and body, zod validation of the input, the handler over the live store, and JSON
serialisation of a fresh body. CPU profiles of the mock under this load, what was changed after them and why the mock
does not cache finished answers: [docs/mock-performance.md](mock-performance.md).`;

function bundleSection({ bundle, commands }: BenchRun & { bundle: NonNullable<BenchRun['bundle']> }): string {
  return `## 2. JavaScript per route (gzip)

From the production build made for this run (\`${commands[1]}\`, ${bundle.buildSeconds.toFixed(1)} s, always rebuilt: the build bakes
the API address in and a stale \`apps/web/dist\` would measure old code).

### What Chromium fetches while each page loads (budget ${BUDGET_KB} kB)

\`apps/web/scripts/js-at-load.ts\` (\`npm run budget\`): every script response from the navigation until the
page has settled (the app marks it loaded and no request is in flight for a second), each file once at its gzip size;
lazy chunks requested meanwhile included, and the script text written into the HTML (the first read, the route
preload, zod's JIT switch: one entry, gzipped together). /thank-you counts a cold load together with what a member's FREE100
booking fetches from Pay Now until its receipt shows. Bytes only: nothing here is timed.

${table(
  ['route', 'JS at load (kB gzip)', 'files', `≤ ${BUDGET_KB} kB`, 'action-only code fetched'],
  bundle.atLoad.map((row) => [
    `\`${row.route}\``,
    row.kb.toFixed(1),
    String(row.scripts.length),
    row.kb <= BUDGET_KB ? 'met' : `**over by ${(row.kb - BUDGET_KB).toFixed(1)}**`,
    row.actionOnly.length === 0 ? 'none' : row.actionOnly.join(', '),
  ]),
)}

### Critical path, from the Vite manifest

\`apps/web/scripts/bundle-sizes.ts\`: the entry and its static imports, plus the route's lazy chunk and its static
imports; "+ x.tsx" rows add a section the page loads on demand.

Entry alone (${bundle.entry.chunks} chunks): **${bundle.entry.kb.toFixed(1)} kB**.

${table(
  ['route module', 'first-load JS (kB gzip)'],
  bundle.rows.map((row) => [`\`${row.route}\``, row.kb.toFixed(1)]),
)}`;
}

const meets = (route: RouteScore, performance: number, lcpMs: number) =>
  route.performance >= performance && route.lcpMs <= lcpMs;

function verdict(route: RouteScore, performance: number, lcpMs: number): string {
  if (meets(route, performance, lcpMs)) return 'met';
  const misses = [
    route.performance < performance ? `score ${performance - route.performance} below` : '',
    route.lcpMs > lcpMs ? `LCP ${ms(route.lcpMs - lcpMs)} over` : '',
  ];
  return `missed (${misses.filter(Boolean).join(', ')})`;
}

function lighthouseSection({ cfg, lighthouse }: BenchRun & { lighthouse: LighthouseBench }): string {
  const rows = lighthouse.routes.map((route) => [
    `\`${route.route}\``,
    `**${route.performance}**`,
    route.scores.join(', '),
    ms(route.lcpMs),
    ms(route.tbtMs),
    route.cls.toFixed(3),
    verdict(route, PERFORMANCE_TARGET, LCP_TARGET_MS),
    verdict(route, EARLIER_TARGET.performance, EARLIER_TARGET.lcpMs),
  ]);
  const misses = lighthouse.routes
    .filter((route) => !meets(route, PERFORMANCE_TARGET, LCP_TARGET_MS))
    .map((route) => {
      const d = route.diagnosis;
      const lost = d.lostPoints
        .filter((metric) => metric.points >= 0.5)
        .map((metric) => `${metric.metric} ${metric.value} (−${metric.points.toFixed(1)})`)
        .join(', ');
      const opportunities = d.opportunities
        .map((o) => `${o.title}${o.value ? ` (${o.value})` : ''}: ~${int(o.savingsMs)} ms`)
        .join('; ');
      return `- \`${route.route}\` (${route.performance}, LCP ${ms(route.lcpMs)}): points lost by metric in the median run: ${lost || 'none'}. Main-thread work ${d.mainThread}, JS execution ${d.bootup}.${d.shiftingElements.length > 0 ? ` Layout shifts from: ${d.shiftingElements.map((e) => `\`${e}\``).join(', ')}.` : ''}${opportunities ? ` Largest estimated savings: ${opportunities}.` : ''}`;
    });
  const warnings = [...new Set(lighthouse.routes.flatMap((route) => route.warnings))];
  return `## 3. Lighthouse (mobile)

Lighthouse ${lighthouse.lighthouseVersion} with Chromium ${lighthouse.chromeVersion}, default (mobile) settings: emulated
Moto G Power, simulated slow 4G and 4× CPU slowdown; performance category only. Production build served as
\`npm run preview\` serves it (brotli compressed once per file, \`_headers\`, hashed assets cached for a year) on port ${cfg.webPort},
the mock API on port ${cfg.apiPort}. ${cfg.lighthouseRuns} runs per route, round-robin, after one uncounted warm-up run
(the first page a freshly launched Chromium loads is slower for Chromium's own reasons);
figures are medians. Lighthouse's CPU benchmark index of this machine during the runs: ${int(lighthouse.benchmarkIndex)}
(median; the lower, the slower the machine looked).

${table(
  [
    'route',
    'performance',
    'runs',
    'LCP',
    'TBT',
    'CLS',
    `target ≥ ${PERFORMANCE_TARGET}, LCP ≤ ${LCP_TARGET_MS / 1000} s`,
    `earlier target ≥ ${EARLIER_TARGET.performance}, LCP ≤ ${EARLIER_TARGET.lcpMs / 1000} s`,
  ],
  rows,
)}

${misses.length === 0 ? `All routes meet the target (performance ≥ ${PERFORMANCE_TARGET}, LCP ≤ ${LCP_TARGET_MS / 1000} s).` : `Routes missing the target (performance ≥ ${PERFORMANCE_TARGET}, LCP ≤ ${LCP_TARGET_MS / 1000} s), and where the points went (weight × (1 − metric score)):\n\n${misses.join('\n')}`}
${warnings.length > 0 ? `\nLighthouse warnings: ${warnings.join(' ')}\n` : ''}`;
}

function meansSection(means: MeansBench): string {
  const rows = means.flatMap(({ name, what, result }) =>
    [...new Set(result.rows.map((row) => row.route))].map((route) => {
      const of = (variant: string) =>
        result.rows.find((row) => row.route === route && row.variant === variant);
      const [on, off] = [of('with'), of('without')];
      return [
        `${name}: ${what}`,
        route,
        on && off ? `${int(on.lcpMs)} / ${int(off.lcpMs)} ms` : '?',
        on && off ? `${int(on.tbtMs)} / ${int(off.tbtMs)} ms` : '?',
        `${on?.runs ?? 0}`,
        `${int(on?.cpuIndex ?? 0)} / ${int(off?.cpuIndex ?? 0)}`,
        `${result.load.median.toFixed(1)} (max ${result.load.max.toFixed(1)})`,
      ];
    }),
  );
  return `## Load-time means, each on and off

Each means the web build keeps (docs/decisions/0030), on the routes it serves: this run's build against one
built without it (\`LWL_WITHOUT=<means>\`), Lighthouse runs interleaved after a warm-up round
(bench/means.ts, bench/lighthouse-ab.ts); medians.

${table(['means', 'route', 'LCP with / without', 'TBT with / without', 'runs', 'CPU index', 'load'], rows)}
`;
}

function dataFileSection(bench: DataFileBench): string {
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  const rows = bench.rows.map((row) => [
    row.load,
    `${int(row.memory.rps)} req/s, p99 ${ms(row.memory.p99Ms)}`,
    `${int(row.file.rps)} req/s, p99 ${ms(row.file.p99Ms)}`,
    `${row.ratio.toFixed(2)}×`,
    `${mb(row.memory.rssBeforeMb)} → ${mb(row.memory.rssAfterMb)}`,
    `${mb(row.file.rssBeforeMb)} → ${mb(row.file.rssAfterMb)}`,
    String(row.memory.non2xx + row.file.non2xx),
    row.ratio >= DATA_FILE_TARGET.ratio && row.file.p99Ms <= DATA_FILE_TARGET.p99Ms ? 'met' : '**missed**',
  ]);
  return `## 1b. The mock with a data file

\`bench/data-file.ts\`: the mock started twice (without \`MOCK_DATA_FILE\`, then with one, from the seed), each
under the same loads for ${bench.durationS} s at ${bench.connections} connections; its resident memory before and
after each load. Target: with the file at least ${DATA_FILE_TARGET.ratio}× the throughput without, and a p99 of at
most ${DATA_FILE_TARGET.p99Ms} ms.

${table(['load', 'without a file', 'with a file', 'file / memory', 'RSS without', 'RSS with', 'non-2xx', 'target'], rows)}
`;
}

export function renderReport(run: BenchRun): string {
  const { machine, cfg } = run;
  const loaded =
    Math.max(...machine.loadAverage.slice(0, 1), ...run.loadAverageAtEnd.slice(0, 1)) > machine.cores;
  const { api, bundle, lighthouse, beside } = run;
  const headlines = [
    api &&
      `mock/bare throughput ${api.rows.map((row) => `${row.label} ${row.ratio.toFixed(2)}×`).join(', ')} (target ≥ ${API_RATIO_TARGET}×)`,
    beside && besideHeadline(beside),
    lighthouse &&
      `Lighthouse performance ${lighthouse.routes.map((route) => `${route.route} ${route.performance} (LCP ${(route.lcpMs / 1000).toFixed(1)} s)`).join(', ')} (target ≥ ${PERFORMANCE_TARGET} with LCP ≤ ${LCP_TARGET_MS / 1000} s)`,
  ].filter(Boolean);
  return `# Benchmarks

Generated by \`npm run bench\` (bench/run.ts) in ${Math.round(run.seconds)} s; every number below comes from that one run.

${loaded ? `> **Measured on a loaded machine** (1-minute load average ${machine.loadAverage[0]?.toFixed(1)} at the start, ${run.loadAverageAtEnd[0]?.toFixed(1)} at the end, on ${machine.cores} cores): other processes competed for both cores, so absolute numbers are low and noisy; the mock/bare ratios, measured interleaved, are the more reliable figures.\n\n` : ''}${run.only ? `> **Partial run** (\`--only ${run.only.join(',')}\`): only those sections were measured.\n\n` : ''}Headlines: ${headlines.join('; ')}.

## Machine

${table(
  ['fact', 'value'],
  [
    ['date', machine.date],
    ['cores (nproc)', String(machine.cores)],
    ['CPU', machine.cpuModel],
    ['memory', `${machine.memoryGb.toFixed(1)} GB`],
    ['OS', machine.os],
    ['Node', machine.node],
    ['commit', machine.commit],
    ['load average (1/5/15 min) at start', load(machine.loadAverage)],
    ['load average at end', load(run.loadAverageAtEnd)],
  ],
)}

${api ? apiSection({ ...run, api }) : ''}

${run.dataFile ? dataFileSection(run.dataFile) : ''}

${beside ? besideSections(run.cfg, beside) : ''}

${bundle ? bundleSection({ ...run, bundle }) : ''}

${lighthouse ? lighthouseSection({ ...run, lighthouse }) : ''}
${run.means ? meansSection(run.means) : ''}
${run.taps ? tapsSection(run.taps) : ''}
## Commands

\`npm run bench\` runs, in order (ports and paths from BENCH_API_PORT=${cfg.apiPort}, BENCH_BARE_PORT=${cfg.barePort}, BENCH_FLOOR_PORT=${cfg.floorPort},
BENCH_WEB_PORT=${cfg.webPort}, BENCH_DIST=${cfg.dist}; also BENCH_RUNS, BENCH_DURATION_S, BENCH_WARMUP_S,
BENCH_CONNECTIONS, BENCH_LIGHTHOUSE_RUNS, BENCH_LOAD_CORE, BENCH_SERVER_CORE, BENCH_OUT, CHROME_PATH):

${run.commands.map((command) => `- \`${command}\``).join('\n')}

Every process is stopped when the run ends, also on failure.
`;
}
