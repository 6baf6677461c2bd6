/**
 * Component tests (`src/**\/*.browser.test.tsx`, beside the component): React components rendered in
 * headless Chromium by Vitest's browser mode through Playwright. Chromium: the one every browser run uses
 * (scripts/chromium.ts: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's, else Playwright's own).
 */
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumExecutable } from './scripts/chromium.ts';

const executablePath = chromiumExecutable();

/** Nothing listens there: a call no test answered, or the provider's script, fails at once here. */
const NOWHERE = 'http://127.0.0.1:9';

/**
 * A single run (`vitest run`, `--run`, or CI) also pre-bundles the workspace packages: they were 150
 * of the 250 modules each test file's page loaded, now a few files (a quarter less CPU for these
 * tests). Vite does not see edits inside a pre-bundled package, so each run bundles afresh (`force`);
 * watch mode serves the packages as source, where an edit reloads the tests.
 */
const SINGLE_RUN = ['run', '--run'].some((arg) => process.argv.includes(arg)) || Boolean(process.env.CI);
const WORKSPACE_PACKAGES = ['@lwl/machines', '@lwl/schemas', '@lwl/schemas/examples'];

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_API_BASE_URL': JSON.stringify(`${NOWHERE}/api/`),
    'import.meta.env.VITE_CHECKOUT_SCRIPT_URL': JSON.stringify(`${NOWHERE}/checkout.js`),
  },
  // Pre-bundled before the first test: the components load some of these on demand (the dialogs, the
  // toaster, the calendar file), and one found mid-run would make Vite reload the tests' page.
  optimizeDeps: {
    force: SINGLE_RUN,
    include: [
      ...(SINGLE_RUN ? WORKSPACE_PACKAGES : []),
      '@hookform/resolvers/zod',
      '@xstate/react',
      'axe-core',
      'dompurify',
      'ics',
      'radix-ui',
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'react-hook-form',
      'react-router-dom',
      'react/jsx-dev-runtime',
      'sonner',
      'vitest-browser-react',
      'xstate',
      'zod/mini',
    ],
  },
  test: {
    name: 'web-components',
    // Vitest gives a browser project one page less than the cores unless told: one on a 2-core machine.
    // Each page has a browser context of its own (its storage, its fetch stub), so files run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ['src/**/*.browser.test.tsx'],
    setupFiles: ['src/testing/setup.ts'],
    // fakeApi() replaces the global fetch, and spies replace window.alert, for one test.
    unstubGlobals: true,
    restoreMocks: true,
    browser: {
      enabled: true,
      headless: true,
      // As the end-to-end suite's desktop page (tests/playwright.config.ts).
      viewport: { width: 1280, height: 900 },
      provider: playwright({
        // As the end-to-end suite's browser: in India by its language, on UTC (a phone field's first
        // country follows the browser's region).
        contextOptions: { locale: 'en-IN', timezoneId: 'UTC' },
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
      // The page's server (Vite's next free port when taken); 63315 by default.
      api: { port: 9550 },
    },
  },
});
