import type { Hono } from 'hono';
import type { Env } from '../env.ts';
import type { Logger } from '../log/logger.ts';
import type { EndpointTable } from '../registry/table.ts';
import { createDriftLog } from './drift-log.ts';
import { driftRoutes } from './drift-routes.ts';
import { upstreamProxy } from './proxy.ts';

/**
 * Mounts the validating proxy on `/api/*` when `MOCK_UPSTREAM` is set (before the mock's own routes,
 * which then answer only fallbacks), and `GET /__mock/drift` always (empty when not proxying).
 */
export function mountUpstream(app: Hono, env: Env, table: EndpointTable, log: Logger): void {
  const drifts = createDriftLog();
  const url = env.MOCK_UPSTREAM ?? null;
  app.route('/', driftRoutes(drifts, { url, fallback: env.MOCK_UPSTREAM_FALLBACK }));
  if (!url) return;
  log.info(
    `Proxying /api to ${url}${env.MOCK_UPSTREAM_FALLBACK ? ' (the mock answers what it lacks)' : ''}; drifts: /__mock/drift`,
  );
  app.use(
    '/api/*',
    upstreamProxy({ upstream: url, fallback: env.MOCK_UPSTREAM_FALLBACK, table, drifts, log }),
  );
}
