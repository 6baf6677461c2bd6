/**
 * Where the end-to-end run finds its servers. Defaults: the mock API on 8787 and the production build
 * served on 4173. Several runs can go side by side on one machine by giving each its own "lane":
 * E2E_API_PORT, E2E_WEB_PORT and E2E_DIST (a build made with VITE_API_BASE_URL pointing at that API port).
 */
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const lane = {
  repoRoot,
  apiPort: Number(process.env.E2E_API_PORT ?? 8787),
  webPort: Number(process.env.E2E_WEB_PORT ?? 4173),
  dist: path.resolve(repoRoot, process.env.E2E_DIST ?? 'apps/web/dist'),
};

export const API_ORIGIN = `http://localhost:${lane.apiPort}`;
export const WEB_ORIGIN = `http://localhost:${lane.webPort}`;
