/**
 * The review folder's journeys (tests/review): `npm run build:review`'s folder (apps/review/dist, or
 * E2E_REVIEW_DIST) served as plain files (support/static-files.ts) at a host's root
 * (E2E_REVIEW_PORT, default 4190) and under /some/prefix/ (the next port), with no mock process: the
 * mock runs in the page's service worker. Run by `npm run test:e2e` after the app's specs.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { lane } from './support/lane.ts';

const port = Number(process.env.E2E_REVIEW_PORT ?? 4190);
const dist = path.resolve(lane.repoRoot, process.env.E2E_REVIEW_DIST ?? 'apps/review/dist');
const PREFIX = '/some/prefix/';
const serve = (base: string, at: number) => ({
  command: `node --import tsx support/serve-static.ts ${JSON.stringify(dist)} ${base} ${at}`,
  cwd: path.join(lane.repoRoot, 'tests'),
  url: `http://127.0.0.1:${at}${base}mock-worker.js`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  ...base,
  testDir: './review',
  outputDir: `test-results/review-lane-${port}`,
  // Each test has its own browser context: its own service worker and IndexedDB, so its own world.
  fullyParallel: true,
  use: { ...base.use, baseURL: undefined },
  projects: [
    { name: 'root', use: { baseURL: `http://127.0.0.1:${port}/`, viewport: { width: 1280, height: 900 } } },
    {
      name: 'prefix',
      use: { baseURL: `http://127.0.0.1:${port + 1}${PREFIX}`, viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [serve('/', port), serve(PREFIX, port + 1)],
});
