/**
 * The load-time means the web build keeps (docs/decisions/0030), each weighed on the routes it serves:
 * the bench's build (with every means) against one built without that means (`LWL_WITHOUT=<name>`),
 * interleaved (bench/lighthouse-ab.ts). BENCH_MEANS=first-read,preload limits the means,
 * BENCH_LIGHTHOUSE_RUNS the rounds.
 */
import { SEEDED_EVENT_SLUG } from './api-targets.ts';
import { buildCommand } from './bundle-table.ts';
import type { BenchConfig } from './config.ts';
import { type AbResult, compareBuilds } from './lighthouse-ab.ts';
import { runToEnd } from './processes.ts';

const DATA_PAGES = ['/upcoming-events', `/event/${SEEDED_EVENT_SLUG}`];
const WRITTEN_PAGES = ['/membership', '/login'];

const MEANS = [
  { name: 'preload', what: "the page's chunks preloaded by the HTML's route start", routes: DATA_PAGES },
  { name: 'first-read', what: "the first screen's API read started by the HTML", routes: DATA_PAGES },
  {
    name: 'after-paint',
    what: "a written page's scripts started after its first paint",
    routes: WRITTEN_PAGES,
  },
] as const;

export type MeansBench = { name: string; what: string; result: AbResult }[];

export async function benchMeans(cfg: BenchConfig): Promise<MeansBench> {
  const wanted = process.env.BENCH_MEANS?.split(',');
  const results: MeansBench = [];
  for (const means of MEANS.filter(({ name }) => !wanted || wanted.includes(name))) {
    const { env, args } = buildCommand({ ...cfg, dist: `${cfg.dist}-without-${means.name}` });
    await runToEnd(`build without ${means.name}`, 'npm', args, {
      cwd: cfg.repoRoot,
      env: { ...env, LWL_WITHOUT: means.name },
    });
    const variants = [
      { name: 'with', dist: cfg.dist },
      { name: 'without', dist: `${cfg.dist}-without-${means.name}` },
    ];
    results.push({
      name: means.name,
      what: means.what,
      result: await compareBuilds(cfg, variants, means.routes),
    });
  }
  return results;
}
