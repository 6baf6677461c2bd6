/**
 * Where the end-to-end run finds its servers.
 *
 * - The production build (E2E_DIST, default apps/web/dist) is served on E2E_WEB_PORT (default 4173).
 * - The build names one API origin (E2E_API_PORT, default 8787: what `npm run build` bakes in). Nothing
 *   needs to listen there during the suite: each worker answers its pages' calls to that origin with
 *   its own mock, in its own process (support/test.ts).
 * - That worker mock also listens on E2E_MOCK_PORT_BASE (default 8800) + the worker's parallel index,
 *   for the tests' own calls (`request.post(`${MOCK_ORIGIN}/__mock/...`)`): MOCK_ORIGIN.
 *
 * Several runs can go side by side on one machine by giving each its own ports (and a build made with
 * VITE_API_BASE_URL pointing at its E2E_API_PORT when that differs from 8787).
 */
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const lane = {
  repoRoot,
  apiPort: Number(process.env.E2E_API_PORT ?? 8787),
  webPort: Number(process.env.E2E_WEB_PORT ?? 4173),
  mockPortBase: Number(process.env.E2E_MOCK_PORT_BASE ?? 8800),
  dist: path.resolve(repoRoot, process.env.E2E_DIST ?? 'apps/web/dist'),
};

/** Playwright numbers a run's workers 0…workers-1 (a replaced worker keeps its number). */
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The API origin the build calls: what a page requests, and what the CSP names. */
export const API_ORIGIN = `http://localhost:${lane.apiPort}`;
export const WEB_ORIGIN = `http://localhost:${lane.webPort}`;
/** This worker's own mock, for the tests' direct calls (reset, scenarios, outbox, sign-in). */
export const MOCK_ORIGIN = `http://localhost:${lane.mockPortBase + parallelIndex}`;
export const mockPort = lane.mockPortBase + parallelIndex;
