/**
 * The studio's walk played in the app (tests/screens/paths.spec.ts), against a `--mode
 * studio-screens` build of the web app (E2E_DIST: a production build whose machines report their
 * snapshots), a mock per worker as in the end-to-end specs. Run by `npm test` (the shortest route to
 * every state), `npm run test:paths` (every transition too, and the coverage report) and
 * `npm run studio:screens` (the screens).
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { lane } from './support/lane.ts';

export default defineConfig({
  ...base,
  testDir: './screens',
  testMatch: 'paths.spec.ts',
  outputDir: `test-results/paths-lane-${lane.webPort}`,
});
