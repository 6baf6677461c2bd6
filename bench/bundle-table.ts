/**
 * Part 2: a fresh production build pointed at the benchmark's mock API (always rebuilt: the build bakes
 * the API address in, and a stale `apps/web/dist` would measure old code), then the per-route
 * first-load JS from its manifest, computed by the web app's own `bundle-sizes` script, and the JS a
 * real Chromium fetches while each route loads (its `js-at-load` script, the same as `npm run budget`).
 */
import { bundleSizes } from '../apps/web/scripts/bundle-sizes.ts';
import { jsAtLoad } from '../apps/web/scripts/js-at-load.ts';
import { apiOrigin, type BenchConfig } from './config.ts';
import { runToEnd } from './processes.ts';

export function buildCommand(cfg: BenchConfig): { env: Record<string, string>; args: string[] } {
  return {
    env: {
      VITE_API_BASE_URL: `${apiOrigin(cfg)}/api/`,
      VITE_CHECKOUT_SCRIPT_URL: `${apiOrigin(cfg)}/__mock/checkout.js`,
    },
    args: ['--workspace', '@lwl/web', 'run', 'build', '--', '--outDir', cfg.dist, '--emptyOutDir'],
  };
}

export async function buildAndMeasure(cfg: BenchConfig) {
  const { env, args } = buildCommand(cfg);
  const started = Date.now();
  await runToEnd('vite build', 'npm', args, { cwd: cfg.repoRoot, env });
  const buildSeconds = (Date.now() - started) / 1000;
  return { buildSeconds, ...bundleSizes(cfg.dist), atLoad: await jsAtLoad(cfg.dist, cfg.repoRoot) };
}
