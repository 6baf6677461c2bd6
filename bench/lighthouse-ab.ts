/**
 * Lighthouse A/B: two or more production builds of the web app, the same routes, runs interleaved
 * (A, B, A, B… for each route, round after round) so that a change in machine load falls on every
 * variant alike. Prints each variant's median LCP and TBT per route, Lighthouse's CPU benchmark index
 * and the load average. For weighing one load-time means: build it on and off (`LWL_WITHOUT`, see
 * apps/web/vite.config.ts) and compare.
 *
 *   node --import tsx bench/lighthouse-ab.ts name=<dist> name=<dist> [-- /route …]
 *
 * BENCH_LIGHTHOUSE_RUNS rounds (default 3), BENCH_API_PORT/BENCH_WEB_PORT as for the bench. The builds
 * must point at the bench's mock (VITE_API_BASE_URL=http://localhost:<BENCH_API_PORT>/api/).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SEEDED_EVENT_SLUG } from './api-targets.ts';
import { startMock } from './api-throughput.ts';
import { apiOrigin, config as cfg, webOrigin } from './config.ts';
import { start, stopAll, waitForHttp } from './processes.ts';
import { median } from './stats.ts';

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

type Sample = { lcp: number; tbt: number; cpu: number };
const samples = new Map<string, Sample[]>();
const loads: number[] = [];

const chrome = await launch({
  chromePath: cfg.chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  logLevel: 'error',
});
try {
  const mock = startMock(cfg);
  await waitForHttp(mock, `${apiOrigin(cfg)}/api/events`);
  const audit = async (route: string) => {
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
  for (const route of routes) {
    for (const variant of variants) {
      const runs = samples.get(`${variant.name} ${route}`) ?? [];
      const lcp = median(runs.map((run) => run.lcp));
      const tbt = median(runs.map((run) => run.tbt));
      const cpu = median(runs.map((run) => run.cpu));
      console.log(
        `${route} ${variant.name}: LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms (${runs.length} runs, CPU index ${Math.round(cpu)})`,
      );
    }
  }
  console.log(
    `load average (1 min) during the runs: median ${median(loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}`,
  );
} finally {
  chrome.kill();
  await stopAll();
}
