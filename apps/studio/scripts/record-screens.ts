/**
 * `npm run studio:screens [-- spec files]`: records the screens the studio shows beside each state.
 * Builds the web app in `--mode studio-screens` (a production-like build whose machines report to the
 * studio's relay; the normal build never does), starts the relay with the screen recorder, and runs
 * the end-to-end specs of the purchase flows, password reset, the application form and refund
 * against that build. The screens land in apps/studio/screens/; `npm run studio:build` ships them.
 * Ports: STUDIO_PORT (relay, default 4400), STUDIO_CDP_PORT (Chromium's DevTools, default 9333),
 * and the lane's E2E_API_PORT / E2E_WEB_PORT.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const FLOW_SPECS = [
  'password-reset.spec.ts',
  'application-form.spec.ts',
  'refund.spec.ts',
  'checkout-guest.spec.ts',
  'checkout-member.spec.ts',
  'events-detail.spec.ts',
  'mentors-pages.spec.ts',
  'packages-purchase.spec.ts',
  'membership-purchase-buy.spec.ts',
  'venture-booking.spec.ts',
  'sign-up-global.spec.ts',
].map((spec) => `tests/e2e/${spec}`);

const studioPort = process.env.STUDIO_PORT ?? '4400';
const cdpPort = process.env.STUDIO_CDP_PORT ?? '9333';
const apiPort = process.env.E2E_API_PORT ?? '8787';
const api = `http://localhost:${apiPort}`;
const specs = process.argv.slice(2).length ? process.argv.slice(2) : FLOW_SPECS;
const dist = mkdtempSync(join(tmpdir(), 'lwl-screens-web-'));
const screensDir = join(ROOT, 'apps', 'studio', 'screens');

execFileSync('npx', ['vite', 'build', '--mode', 'studio-screens', '--outDir', dist, '--emptyOutDir'], {
  cwd: join(ROOT, 'apps', 'web'),
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_STUDIO_PORT: studioPort,
    VITE_API_BASE_URL: `${api}/api/`,
    VITE_CHECKOUT_SCRIPT_URL: `${api}/__mock/checkout.js`,
  },
});

rmSync(screensDir, { recursive: true, force: true });
const relay: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', join(ROOT, 'apps', 'studio', 'server', 'serve.ts'), '--no-build'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      STUDIO_PORT: studioPort,
      STUDIO_RECORD_CDP_PORT: cdpPort,
      STUDIO_SCREENS_DIR: screensDir,
    },
  },
);

let code = 1;
try {
  const run = spawn('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...specs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_DIST: dist, STUDIO_SCREENS_CDP_PORT: cdpPort },
  });
  code = await new Promise<number>((resolve) => run.on('exit', (exit) => resolve(exit ?? 1)));
  // Let the last screenshots land.
  await new Promise((resolve) => setTimeout(resolve, 2000));
} finally {
  relay.kill();
  rmSync(dist, { recursive: true, force: true });
}
console.log(`Screens in ${screensDir}; run npm run studio:build to ship them.`);
process.exit(code);
