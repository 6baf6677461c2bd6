/** Renders one benchmark run as the markdown of docs/bench.md. */
import type { ApiBench } from './api-throughput.ts';
import type { buildAndMeasure } from './bundle-table.ts';
import type { BenchConfig } from './config.ts';
import type { LighthouseBench } from './lighthouse.ts';
import type { MachineFacts } from './machine.ts';

export const API_RATIO_TARGET = 0.7;
export const PERFORMANCE_TARGET = 90;

export interface BenchRun {
  cfg: BenchConfig;
  machine: MachineFacts;
  loadAverageAtEnd: number[];
  seconds: number;
  api: ApiBench;
  bundle: Awaited<ReturnType<typeof buildAndMeasure>>;
  lighthouse: LighthouseBench;
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

function apiSection({ cfg, api }: BenchRun): string {
  const rows = api.rows.map((row) => [
    `\`${row.label}\``,
    String(row.expectedStatus),
    int(row.mock.rps),
    ms(row.mock.p50Ms),
    ms(row.mock.p99Ms),
    int(row.bare.rps),
    ms(row.bare.p50Ms),
    ms(row.bare.p99Ms),
    `**${row.ratio.toFixed(2)}×**`,
    `${int(row.mock.cpuUsPerRequest)} / ${int(row.bare.cpuUsPerRequest)} µs`,
    `${row.cpuRatio.toFixed(2)}×`,
    String(row.invalidRuns),
  ]);
  const verdicts = api.rows.map((row) => {
    if (row.invalidRuns > 0)
      return `- \`${row.label}\`: **invalid** — ${row.invalidRuns} run(s) had unexpected answers.`;
    if (row.ratio >= API_RATIO_TARGET) {
      return `- \`${row.label}\`: target met (${row.ratio.toFixed(2)}× ≥ ${API_RATIO_TARGET}×).`;
    }
    const extra = row.mock.cpuUsPerRequest - row.bare.cpuUsPerRequest;
    const app = api.appCostUs[row.id] ?? 0;
    return [
      `- \`${row.label}\`: **target missed** — ${row.ratio.toFixed(2)}× is ${((1 - row.ratio / API_RATIO_TARGET) * 100).toFixed(0)} % below ${API_RATIO_TARGET}× (the mock would need ${int(API_RATIO_TARGET * row.bare.rps)} req/s).`,
      `  Why: the mock costs ${int(row.mock.cpuUsPerRequest)} µs of server CPU per request against ${int(row.bare.cpuUsPerRequest)} µs for the bare server`,
      `  (${int(extra)} µs more; CPU-time ratio ${row.cpuRatio.toFixed(2)}×). \`app.fetch\` alone, called in-process on the server core (routing, CORS,`,
      `  dynamic-key check, handler, JSON), measures ${int(app)} µs per request; the other ~${int(Math.max(0, extra - app))} µs is the`,
      `  @hono/node-server adapter (IncomingMessage → Request, Response → socket) and the garbage it leaves.`,
    ].join('\n');
  });
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

Each server runs as its own process pinned to core ${cfg.serverCore} (\`taskset -c ${cfg.serverCore}\`; /proc says mock:
${api.cores.mock}, bare: ${api.cores.bare}); autocannon runs in a separate process pinned to core ${cfg.loadCore}
(/proc: ${api.cores.load}). The mock runs with \`NODE_ENV=production\` (response validation off) and \`MOCK_LOG=0\`.
The bare server answers the bytes captured from the mock first (status, body and the headers the mock sets;
node adds \`Date\`/\`Connection\`/\`Keep-Alive\` to both) after reading the request body, and is checked
to answer identically before the load starts. Every request carries a \`dynamickey\` computed at the start of its
run. ${cfg.connections} connections, one warm-up run of ${cfg.warmupS} s per target and server (discarded), then
${cfg.runs} measured rounds of ${cfg.durationS} s, mock and bare interleaved (alternating which goes first).
Each figure is the median of the ${cfg.runs} runs; req/s is autocannon's mean per second of a run. "Server CPU per
request" is the server process's user + system time (all threads, from /proc) over the run divided by the answers:
unlike req/s it hardly depends on what else runs on the machine, so its ratio is what the req/s ratio would be on
an idle core.

${table(
  [
    'request',
    'status',
    'mock req/s',
    'mock p50',
    'mock p99',
    'bare req/s',
    'bare p50',
    'bare p99',
    'mock/bare req/s',
    'server CPU per request (mock / bare)',
    'bare/mock CPU',
    'invalid runs',
  ],
  rows,
)}

Target: mock ≥ ${API_RATIO_TARGET}× bare throughput.

${verdicts.join('\n')}

Answers seen during the measured runs (autocannon compared every body with the captured one):

${statusLines.join('\n')}

Captured answers: 
${headers.join('\n')}

Every measured run (req/s): ${runLines}.`;
}

function bundleSection({ bundle, commands }: BenchRun): string {
  return `## 2. First-load JavaScript per route (gzip)

From the production build made for this run (\`${commands[1]}\`, ${bundle.buildSeconds.toFixed(1)} s, always rebuilt: the build bakes
the API address in and a stale \`apps/web/dist\` would measure old code), computed by
\`apps/web/scripts/bundle-sizes.ts\` from the Vite manifest: the entry and its static imports, plus the route's
lazy chunk and its static imports; "+ x.tsx" rows add a section the page loads on demand.

Entry alone (${bundle.entry.chunks} chunks): **${bundle.entry.kb.toFixed(1)} kB**.

${table(
  ['route module', 'first-load JS (kB gzip)'],
  bundle.rows.map((row) => [`\`${row.route}\``, row.kb.toFixed(1)]),
)}`;
}

function lighthouseSection({ cfg, lighthouse }: BenchRun): string {
  const rows = lighthouse.routes.map((route) => [
    `\`${route.route}\``,
    `**${route.performance}**`,
    route.scores.join(', '),
    ms(route.lcpMs),
    ms(route.tbtMs),
    route.cls.toFixed(3),
    route.performance >= PERFORMANCE_TARGET ? 'met' : `missed by ${PERFORMANCE_TARGET - route.performance}`,
  ]);
  const misses = lighthouse.routes
    .filter((route) => route.performance < PERFORMANCE_TARGET)
    .map((route) => {
      const d = route.diagnosis;
      const lost = d.lostPoints
        .filter((metric) => metric.points >= 0.5)
        .map((metric) => `${metric.metric} ${metric.value} (−${metric.points.toFixed(1)})`)
        .join(', ');
      const opportunities = d.opportunities
        .map((o) => `${o.title}${o.value ? ` (${o.value})` : ''}: ~${int(o.savingsMs)} ms`)
        .join('; ');
      return `- \`${route.route}\` (${route.performance}, ${PERFORMANCE_TARGET - route.performance} below target): points lost by metric in the median run: ${lost || 'none'}. Main-thread work ${d.mainThread}, JS execution ${d.bootup}.${d.shiftingElements.length > 0 ? ` Layout shifts from: ${d.shiftingElements.map((e) => `\`${e}\``).join(', ')}.` : ''}${opportunities ? ` Largest estimated savings: ${opportunities}.` : ''}`;
    });
  const warnings = [...new Set(lighthouse.routes.flatMap((route) => route.warnings))];
  return `## 3. Lighthouse (mobile)

Lighthouse ${lighthouse.lighthouseVersion} with Chromium ${lighthouse.chromeVersion}, default (mobile) settings: emulated
Moto G Power, simulated slow 4G and 4× CPU slowdown; performance category only. Production build served by
\`vite preview\` on port ${cfg.webPort}, the mock API on port ${cfg.apiPort}. ${cfg.lighthouseRuns} runs per route, round-robin;
figures are medians. Lighthouse's CPU benchmark index of this machine during the runs: ${int(lighthouse.benchmarkIndex)}
(median; the lower, the slower the machine looked).

${table(['route', 'performance', 'runs', 'LCP', 'TBT', 'CLS', `target ≥ ${PERFORMANCE_TARGET}`], rows)}

${misses.length === 0 ? `All routes meet the target of ${PERFORMANCE_TARGET}.` : `Routes below ${PERFORMANCE_TARGET}, and where the points went (weight × (1 − metric score)):\n\n${misses.join('\n')}`}
${warnings.length > 0 ? `\nLighthouse warnings: ${warnings.join(' ')}\n` : ''}`;
}

export function renderReport(run: BenchRun): string {
  const { machine, cfg } = run;
  const loaded =
    Math.max(...machine.loadAverage.slice(0, 1), ...run.loadAverageAtEnd.slice(0, 1)) > machine.cores;
  const apiHeadline = run.api.rows.map((row) => `${row.label} ${row.ratio.toFixed(2)}×`).join(', ');
  const lhHeadline = run.lighthouse.routes.map((route) => `${route.route} ${route.performance}`).join(', ');
  return `# Benchmarks

Generated by \`npm run bench\` (bench/run.ts) in ${Math.round(run.seconds)} s; every number below comes from that one run.

${loaded ? `> **Measured on a loaded machine** (1-minute load average ${machine.loadAverage[0]?.toFixed(1)} at the start, ${run.loadAverageAtEnd[0]?.toFixed(1)} at the end, on ${machine.cores} cores): other processes competed for both cores, so absolute numbers are low and noisy; the mock/bare ratios, measured interleaved, are the more reliable figures.\n\n` : ''}Headlines: mock/bare throughput ${apiHeadline} (target ≥ ${API_RATIO_TARGET}×); Lighthouse performance ${lhHeadline} (target ≥ ${PERFORMANCE_TARGET}).

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

${apiSection(run)}

${bundleSection(run)}

${lighthouseSection(run)}
## Commands

\`npm run bench\` runs, in order (ports and paths from BENCH_API_PORT=${cfg.apiPort}, BENCH_BARE_PORT=${cfg.barePort},
BENCH_WEB_PORT=${cfg.webPort}, BENCH_DIST=${cfg.dist}; also BENCH_RUNS, BENCH_DURATION_S, BENCH_WARMUP_S,
BENCH_CONNECTIONS, BENCH_LIGHTHOUSE_RUNS, BENCH_LOAD_CORE, BENCH_SERVER_CORE, BENCH_OUT, CHROME_PATH):

${run.commands.map((command) => `- \`${command}\``).join('\n')}

Every process is stopped when the run ends, also on failure.
`;
}
