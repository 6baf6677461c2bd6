import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { API_ORIGIN, lane, WEB_ORIGIN } from './support/lane.ts';

/** Debian's Chromium on these machines; Playwright's own browser elsewhere (`npx playwright install`). */
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: WEB_ORIGIN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx apps/mock-api/src/server.ts',
      cwd: lane.repoRoot,
      url: `${API_ORIGIN}/openapi.json`,
      env: { PORT: String(lane.apiPort), MOCK_LOG: '0' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${lane.webPort} --strictPort --outDir ${lane.dist}`,
      cwd: `${lane.repoRoot}/apps/web`,
      url: WEB_ORIGIN,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
