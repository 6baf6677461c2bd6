/**
 * The Flow Studio's end-to-end tests (tests/e2e-studio), run by `npm run test:e2e` after the app's
 * suite: the studio served by `npm run studio` (port E2E_STUDIO_PORT, default 4410, so a studio open
 * on 4400 is left alone), the web app's dev server with `?inspect` (E2E_DEV_PORT, default 5183)
 * and one mock API on the first worker's mock port (MOCK_ORIGIN, support/lane.ts), shared by its tests.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { lane, MOCK_ORIGIN, mockPort } from './support/lane.ts';
import { DEV_ORIGIN, STUDIO_ORIGIN, studioLane } from './support/studio-lane.ts';

export default defineConfig({
  ...base,
  testDir: './e2e-studio',
  // One studio, one dev server and one mock for its few tests.
  fullyParallel: false,
  workers: 1,
  outputDir: `test-results/studio-lane-${studioLane.studioPort}`,
  webServer: [
    {
      command: 'node --import tsx apps/mock-api/src/server.ts',
      cwd: lane.repoRoot,
      url: `${MOCK_ORIGIN}/openapi.json`,
      env: { PORT: String(mockPort), MOCK_LOG: '0' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The studio compared with a revision that has one more state in passwordReset (the compare view's spec).
      command: 'node --import tsx tests/support/studio-compare-serve.ts',
      cwd: lane.repoRoot,
      url: `${STUDIO_ORIGIN}/`,
      env: { STUDIO_PORT: String(studioLane.studioPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `npx vite --port ${studioLane.devPort} --strictPort`,
      cwd: `${lane.repoRoot}/apps/web`,
      url: DEV_ORIGIN,
      env: {
        VITE_API_BASE_URL: `${MOCK_ORIGIN}/api/`,
        VITE_CHECKOUT_SCRIPT_URL: `${MOCK_ORIGIN}/__mock/checkout.js`,
        VITE_STUDIO_PORT: String(studioLane.studioPort),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
