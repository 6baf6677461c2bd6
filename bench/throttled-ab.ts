/**
 * Real-time A/B: two or more production builds loaded in Chromium under Lighthouse's mobile throttling
 * applied for real (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU slowdown, cache off), runs
 * interleaved after one uncounted round, each build on its own port; gives the observed LCP and FCP
 * medians. Lighthouse's own LCP is simulated from the page's graph of requests and tasks, where a
 * wait on a timer does not exist: a change that only removes such a wait (React's 300 ms throttle of
 * Suspense content, docs/bench.md round G) shows here and not there.
 *
 *   node --import tsx bench/throttled-ab.ts name=<dist> name=<dist> [-- /route …]
 *
 * BENCH_LIGHTHOUSE_RUNS rounds (default 3); BENCH_API_PORT and BENCH_WEB_PORT (the first build's port,
 * the others follow) as for the bench; the builds must point at the bench's mock, started here.
 * BENCH_IMAGE_KB=150 gives the mock's images a photograph's weight.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SEEDED_EVENT_SLUG } from './api-targets.ts';
import { startMock } from './api-throughput.ts';
import { apiOrigin, config } from './config.ts';
import { start, stopAll, waitForHttp } from './processes.ts';
import { median } from './stats.ts';

const MOBILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const args = process.argv.slice(2);
const split = args.indexOf('--');
const variants = (split >= 0 ? args.slice(0, split) : args).map((arg, index) => {
  const [name = '', dist = ''] = arg.split('=');
  return { name, dist: path.resolve(dist), origin: `http://localhost:${config.webPort + index}` };
});
const routes = split >= 0 ? args.slice(split + 1) : ['/upcoming-events', `/event/${SEEDED_EVENT_SLUG}`];
if (variants.length < 2) throw new Error('usage: throttled-ab.ts a=<dist> b=<dist> [-- /route …]');

try {
  await waitForHttp(startMock(config), `${apiOrigin(config)}/api/events`);
  for (const variant of variants) {
    const port = new URL(variant.origin).port;
    const preview = ['--import', 'tsx', 'apps/web/scripts/preview.ts', '--dir', variant.dist, '--port', port];
    await waitForHttp(
      start(`preview ${variant.name}`, process.execPath, preview, { cwd: config.repoRoot }),
      `${variant.origin}/`,
    );
  }
  const browser = await chromium.launch({
    executablePath: config.chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const samples = new Map<string, { lcp: number; fcp: number }[]>();
  try {
    for (let round = 0; round <= config.lighthouseRuns; round++) {
      for (const route of routes) {
        for (const variant of variants) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
          const page = await context.newPage();
          // Strings: bench/ is compiled without the DOM's types.
          await page.addInitScript(
            "window.lwlLcp = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.lwlLcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });",
          );
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(`${variant.origin}${route}`);
          await page.locator('h1').first().waitFor({ timeout: 30_000 });
          // A later, larger paint would still count.
          await page.waitForTimeout(1_500);
          const sample = await page.evaluate(
            "({ lcp: window.lwlLcp, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 })",
          );
          await context.close();
          if (round === 0) continue;
          const key = `${route} ${variant.name}`;
          samples.set(key, [...(samples.get(key) ?? []), sample as { lcp: number; fcp: number }]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const [key, runs] of samples) {
    const lcp = median(runs.map((run) => run.lcp));
    const fcp = median(runs.map((run) => run.fcp));
    console.log(
      `${key}: LCP ${Math.round(lcp)} ms, FCP ${Math.round(fcp)} ms (${runs.length} runs: ${runs.map((run) => Math.round(run.lcp)).join(', ')})`,
    );
  }
} finally {
  await stopAll();
}
