/**
 * End-to-end tests in Chromium against the production build of the web app (`npm run build` first;
 * `npm run test:e2e` does both) and a mock API per worker (support/test.ts), so specs run side by side.
 * Workers: E2E_WORKERS (default 2, these machines have 2 cores). Chromium: the one every browser run uses
 * (apps/web/scripts/chromium.ts: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's, else Playwright's own).
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from '../apps/web/scripts/chromium.ts';
import { lane, WEB_ORIGIN } from './support/lane.ts';

const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: './e2e',
  // One results folder per lane, so runs side by side do not share artefacts.
  outputDir: `test-results/lane-${lane.webPort}`,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Generous: the CI machines are small and shared.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: WEB_ORIGIN,
    // The visitor the specs assume: in India by her language, on UTC like the CI machines (a phone
    // field's first country follows the browser's region, packages/schemas/src/phone/phone-default.ts).
    locale: 'en-IN',
    timezoneId: 'UTC',
    // Recording a trace costs every test CPU: in CI only a retry records one (retries: 1).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `npx vite preview --port ${lane.webPort} --strictPort --outDir ${JSON.stringify(lane.dist)}`,
    cwd: `${lane.repoRoot}/apps/web`,
    url: WEB_ORIGIN,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
