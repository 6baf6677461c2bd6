/**
 * Lighthouse A/B: two or more production builds of the web app, the same routes, runs interleaved
 * (each round: every variant on every route) after one uncounted warm-up round, so that a change in
 * machine load falls on every variant alike. Gives each variant's median LCP and TBT per route,
 * Lighthouse's CPU benchmark index and the load average. `npm run bench`'s `means` section uses it on
 * builds made without one load-time means each (`LWL_WITHOUT`, bench/means.ts); by hand:
 *
 *   node --import tsx bench/lighthouse-ab.ts name=<dist> name=<dist> [-- /route …]
 *
 * BENCH_LIGHTHOUSE_RUNS rounds (default 3), BENCH_API_PORT/BENCH_WEB_PORT as for the bench,
 * BENCH_IMAGE_KB=150 for images of a photograph's weight (the mock's `MOCK_IMAGE_KB`). The builds
 * must point at the bench's mock (VITE_API_BASE_URL=http://localhost:<BENCH_API_PORT>/api/). The mock
 * must already answer when `compareBuilds` is called; the command line starts it.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SEEDED_EVENT_SLUG } from './api-targets.ts';
import { startMock } from './api-throughput.ts';
import { apiOrigin, type BenchConfig, config, webOrigin } from './config.ts';
import { start, stopAll, waitForHttp } from './processes.ts';
import { median } from './stats.ts';

export interface AbRow {
  route: string;
  variant: string;
  lcpMs: number;
  tbtMs: number;
  runs: number;
  cpuIndex: number;
}

export interface AbResult {
  rows: AbRow[];
  /** 1-minute load average at each counted run: median and max. */
  load: { median: number; max: number };
}

type Sample = { lcp: number; tbt: number; cpu: number };

export async function compareBuilds(
  cfg: BenchConfig,
  variants: readonly { name: string; dist: string }[],
  routes: readonly string[],
): Promise<AbResult> {
  const samples = new Map<string, Sample[]>();
  const loads: number[] = [];
  const chrome = await launch({
    chromePath: cfg.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    logLevel: 'error',
  });
  try {
    const audit = async (route: string): Promise<Sample> => {
      const result = await lighthouse(`${webOrigin(cfg)}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${route}: ${lhr?.runtimeError?.message}`);
      return {
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cpu: lhr.environment.benchmarkIndex,
      };
    };
    for (let round = 0; round <= cfg.lighthouseRuns; round++) {
      for (const variant of variants) {
        const preview = start(
          `preview ${variant.name}`,
          process.execPath,
          [
            '--import',
            'tsx',
            'apps/web/scripts/preview.ts',
            '--dir',
            variant.dist,
            '--port',
            String(cfg.webPort),
          ],
          { cwd: cfg.repoRoot },
        );
        try {
          await waitForHttp(preview, `${webOrigin(cfg)}/`);
          for (const route of routes) {
            const sample = await audit(route);
            // Round 0 warms Chromium and the servers up; not counted.
            if (round === 0) continue;
            loads.push(loadavg()[0] ?? 0);
            const key = `${variant.name} ${route}`;
            samples.set(key, [...(samples.get(key) ?? []), sample]);
            process.stderr.write(
              `  ${round} ${key}: LCP ${Math.round(sample.lcp)} TBT ${Math.round(sample.tbt)}\n`,
            );
          }
        } finally {
          await preview.stop();
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const rows = routes.flatMap((route) =>
    variants.map(({ name }) => {
      const runs = samples.get(`${name} ${route}`) ?? [];
      return {
        route,
        variant: name,
        lcpMs: median(runs.map((run) => run.lcp)),
        tbtMs: median(runs.map((run) => run.tbt)),
        runs: runs.length,
        cpuIndex: median(runs.map((run) => run.cpu)),
      };
    }),
  );
  return { rows, load: { median: median(loads), max: Math.max(...loads) } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const variants = (split >= 0 ? args.slice(0, split) : args).map((arg) => {
    const [name = '', dist = ''] = arg.split('=');
    return { name, dist: path.resolve(dist) };
  });
  const routes =
    split >= 0
      ? args.slice(split + 1)
      : ['/upcoming-events', `/event/${SEEDED_EVENT_SLUG}`, '/membership', '/login'];
  if (variants.length < 2) throw new Error('usage: lighthouse-ab.ts a=<dist> b=<dist> [-- /route …]');
  try {
    const mock = startMock(config);
    await waitForHttp(mock, `${apiOrigin(config)}/api/events`);
    const { rows, load } = await compareBuilds(config, variants, routes);
    for (const row of rows) {
      console.log(
        `${row.route} ${row.variant}: LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms (${row.runs} runs, CPU index ${Math.round(row.cpuIndex)})`,
      );
    }
    console.log(
      `load average (1 min) during the runs: median ${load.median.toFixed(1)}, max ${load.max.toFixed(1)}`,
    );
  } finally {
    await stopAll();
  }
}
