/**
 * Plays the studio's walk in the app (docs/app-paths.md). Builds the web app in `--mode
 * studio-screens` (production code whose machines report their snapshots) into a temporary folder,
 * then runs tests/screens/paths.spec.ts against it with a mock per worker.
 *
 *   node --import tsx tests/screens/paths/run.ts           the shortest route to every state (npm test;
 *                                                          the other purchases' checkouts are left to --all)
 *   node --import tsx tests/screens/paths/run.ts --all     and every transition; writes the coverage
 *                                                          report (npm run test:paths)
 *   ... [flow ...]                                         only these flows (machine ids)
 *
 * Ports: the lane's (tests/support/lane.ts), moved up by one web port and ten mock ports, so it runs
 * beside the studio's specs in `npm run test:e2e`, which use the lane's own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lane } from '../../support/lane.ts';
import { COVERAGE_FILE, writeCoverage } from './coverage.ts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const flows = args.filter((arg) => !arg.startsWith('--'));
const ROOT = lane.repoRoot;
const api = `http://localhost:${lane.apiPort}`;
const dist = mkdtempSync(join(tmpdir(), 'lwl-paths-web-'));
const seen = join(mkdtempSync(join(tmpdir(), 'lwl-paths-seen-')), 'seen.jsonl');
const started = Date.now();

execFileSync(
  'npx',
  ['vite', 'build', '--mode', 'studio-screens', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: join(ROOT, 'apps', 'web'),
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_BASE_URL: `${api}/api/`,
      VITE_CHECKOUT_SCRIPT_URL: `${api}/__mock/checkout.js`,
    },
  },
);

let code = 1;
try {
  const run = spawn('npx', ['playwright', 'test', '-c', 'tests/paths.playwright.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_DIST: dist,
      E2E_WEB_PORT: String(lane.webPort + 1),
      E2E_MOCK_PORT_BASE: String(lane.mockPortBase + 10),
      PATHS: all ? 'all' : '',
      // npm test leaves the other purchases' checkouts (the event's binding, other calls) to --all.
      PATHS_LANE: all || flows.length > 0 ? '' : 'test',
      PATHS_FLOWS: flows.join(','),
      PATHS_SEEN_OUT: seen,
    },
  });
  code = await new Promise<number>((resolve) => run.on('exit', (exit) => resolve(exit ?? 1)));
  if (all && flows.length === 0 && existsSync(seen)) {
    const report = writeCoverage(seen);
    for (const line of report) console.log(line);
    console.log(`The coverage report: ${COVERAGE_FILE}`);
  }
  console.log(`The walk in the app took ${Math.round((Date.now() - started) / 1000)} s.`);
} finally {
  rmSync(dist, { recursive: true, force: true });
}
process.exit(code);
