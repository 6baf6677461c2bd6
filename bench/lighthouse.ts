/**
 * Part 3: Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4× CPU slowdown) on the
 * production build served as `npm run preview` serves it (apps/web/scripts/preview.ts: the build's
 * brotli/gzip compressed once per file, `_headers`, hashed assets cached for a year), with the mock API
 * answering. One warm-up run of the first route is not counted; then runs go round-robin over
 * the routes so that a change in machine load spreads over all of them; each route's metrics are the
 * median of its runs.
 */
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { SEEDED_EVENT_SLUG } from './api-targets.ts';
import { type BenchConfig, webOrigin } from './config.ts';
import { type Started, start, waitForHttp } from './processes.ts';
import { median } from './stats.ts';

const LIGHTHOUSE_ROUTES = [
  '/upcoming-events',
  `/event/${SEEDED_EVENT_SLUG}`,
  '/membership',
  '/india-membership',
  '/login',
  '/venture-vault',
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where a route loses its performance points, read from the run with the median score. */
interface Diagnosis {
  /** Weighted points lost per metric (weight × (1 − metric score)), largest first. */
  lostPoints: { metric: string; points: number; value: string }[];
  /** Audits Lighthouse estimates would save the most LCP/FCP/TBT time. */
  opportunities: { title: string; value: string; savingsMs: number }[];
  mainThread: string;
  bootup: string;
  /** Elements whose moves make up the layout shift, largest first (from the `layout-shifts` audit). */
  shiftingElements: string[];
}

export interface RouteScore {
  route: string;
  scores: number[];
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  diagnosis: Diagnosis;
  warnings: string[];
}

export interface LighthouseBench {
  routes: RouteScore[];
  benchmarkIndex: number;
  lighthouseVersion: string;
  chromeVersion: string;
}

interface Sample {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lhr: LighthouseResult;
}

const METRIC_NAMES: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'speed-index': 'Speed Index',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

/** `selector (score)` of each item of an audit's table whose item has a DOM `node`. */
function nodeSelectors(details: unknown): string[] {
  if (
    typeof details !== 'object' ||
    details === null ||
    !('items' in details) ||
    !Array.isArray(details.items)
  ) {
    return [];
  }
  return details.items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null || !('node' in item)) return [];
    const node: unknown = item.node;
    const selector =
      typeof node === 'object' && node !== null && 'selector' in node ? node.selector : undefined;
    const score = 'score' in item && typeof item.score === 'number' ? ` (${item.score.toFixed(3)})` : '';
    return typeof selector === 'string' ? [`${selector}${score}`] : [];
  });
}

function diagnose(lhr: LighthouseResult): Diagnosis {
  const audits = lhr.audits;
  const lostPoints = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({
      metric: METRIC_NAMES[ref.id] ?? ref.id,
      points: ref.weight * (1 - (audits[ref.id]?.score ?? 0)),
      value: audits[ref.id]?.displayValue ?? '',
    }))
    .sort((a, b) => b.points - a.points);
  const opportunities = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.metricSavings)
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      return {
        title: audit.title,
        value: audit.displayValue ?? '',
        savingsMs: (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0),
      };
    })
    .filter((opportunity) => opportunity.savingsMs > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 3);
  return {
    lostPoints,
    opportunities,
    mainThread: audits['mainthread-work-breakdown']?.displayValue ?? '',
    bootup: audits['bootup-time']?.displayValue ?? '',
    shiftingElements: nodeSelectors(audits['layout-shifts']?.details).slice(0, 3),
  };
}

function sample(lhr: LighthouseResult): Sample {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string): number => {
    const numeric = lhr.audits[id]?.numericValue;
    if (numeric === undefined) throw new Error(`Lighthouse: no ${id} for ${lhr.finalDisplayedUrl}`);
    return numeric;
  };
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lhr,
  };
}

/** The production build served by `npm run preview`'s server (started directly, without npm). */
function startPreview(cfg: BenchConfig): Started {
  return start(
    'npm run preview',
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(cfg.repoRoot, 'apps', 'web', 'scripts', 'preview.ts'),
      '--dir',
      cfg.dist,
      '--port',
      String(cfg.webPort),
      '--host',
      '127.0.0.1',
    ],
    { cwd: cfg.repoRoot },
  );
}

/** Runs Lighthouse; the mock API (`apiOrigin`) must already be answering. */
export async function benchLighthouse(cfg: BenchConfig): Promise<LighthouseBench> {
  const preview = startPreview(cfg);
  const chrome = await launch({ chromePath: cfg.chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    await waitForHttp(preview, `${webOrigin(cfg)}/`);
    const audit = async (route: string) => {
      const result = await lighthouse(`${webOrigin(cfg)}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      return result;
    };
    // The first page a freshly launched Chromium loads is slow for Chromium's own reasons: three
    // launches, the first run's total blocking time 434, 601 and 572 ms, the same pages' other runs
    // 35–371 ms, median 111 (docs/bench.md, ninth round). One run, not counted.
    const warmUp = await audit(LIGHTHOUSE_ROUTES[0] ?? '/');
    process.stderr.write(`  warm-up ${LIGHTHOUSE_ROUTES[0]}: ${sample(warmUp.lhr).score} (not counted)\n`);
    const samples = new Map<string, Sample[]>(LIGHTHOUSE_ROUTES.map((route) => [route, []]));
    for (let run = 1; run <= cfg.lighthouseRuns; run++) {
      for (const route of LIGHTHOUSE_ROUTES) {
        const result = await audit(route);
        const measured = sample(result.lhr);
        samples.get(route)?.push(measured);
        process.stderr.write(`  run ${run} ${route}: ${measured.score}\n`);
      }
    }
    const all = [...samples.values()].flat();
    const first = all[0]?.lhr;
    const routes = LIGHTHOUSE_ROUTES.map((route): RouteScore => {
      const runs = samples.get(route) ?? [];
      const byScore = [...runs].sort((a, b) => a.score - b.score);
      const middle = byScore[Math.floor(byScore.length / 2)];
      if (!middle) throw new Error(`no Lighthouse run for ${route}`);
      return {
        route,
        scores: runs.map((run) => run.score),
        performance: median(runs.map((run) => run.score)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        diagnosis: diagnose(middle.lhr),
        warnings: [...new Set(runs.flatMap((run) => run.lhr.runWarnings))],
      };
    });
    return {
      routes,
      benchmarkIndex: median(all.map((run) => run.lhr.environment.benchmarkIndex)),
      lighthouseVersion: first?.lighthouseVersion ?? '?',
      chromeVersion: first?.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?',
    };
  } finally {
    chrome.kill();
    await preview.stop();
  }
}
