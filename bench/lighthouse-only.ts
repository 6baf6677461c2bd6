/**
 * Lighthouse alone (part 3 of `npm run bench`), for working on the web app's load performance:
 * rebuilds the production build, starts the mock and `vite preview`, and prints each route's median
 * score, LCP, TBT, CLS and where its points went. Writes no report.
 * `node --import tsx bench/lighthouse-only.ts` (BENCH_LIGHTHOUSE_RUNS, BENCH_*_PORT as for the bench).
 */
import { startMock } from './api-throughput.ts';
import { buildAndMeasure } from './bundle-table.ts';
import { apiOrigin, config as cfg } from './config.ts';
import { benchLighthouse } from './lighthouse.ts';
import { stopAll, waitForHttp } from './processes.ts';

try {
  await buildAndMeasure(cfg);
  const mock = startMock(cfg);
  await waitForHttp(mock, `${apiOrigin(cfg)}/api/events`);
  const result = await benchLighthouse(cfg);
  for (const route of result.routes) {
    console.log(
      `${route.route}: ${route.performance} (${route.scores.join(', ')}) LCP ${route.lcpMs} ms, TBT ${route.tbtMs} ms, CLS ${route.cls}`,
    );
    console.log(
      `  lost: ${route.diagnosis.lostPoints.map((p) => `${p.metric} ${p.value} −${p.points.toFixed(1)}`).join('; ')}`,
    );
    for (const o of route.diagnosis.opportunities)
      console.log(`  - ${o.title}: ${o.value} (~${o.savingsMs} ms)`);
  }
} finally {
  await stopAll();
}
