/**
 * The Flow Studio's recording specs (tests/screens), run by `npm run studio:screens` against a
 * `--mode studio-screens` build of the web app (E2E_DIST): each drives the app into a flow's states
 * and records a screen per state into STUDIO_SCREENS_OUT. Not part of `npm run test:e2e`.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { lane } from './support/lane.ts';

export default defineConfig({
  ...base,
  testDir: './screens',
  outputDir: `test-results/screens-lane-${lane.webPort}`,
  retries: 1,
});
