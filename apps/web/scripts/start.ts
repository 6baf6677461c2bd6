/**
 * `npm start`: the mock API (`PORT`, default 8787) and the web app's dev server (`WEB_PORT`, default 5173)
 * together; Ctrl-C stops both. The dev server's app talks to that mock: `VITE_API_BASE_URL` and
 * `VITE_CHECKOUT_SCRIPT_URL` are set from `PORT`, and the mock's `MOCK_WEB_ORIGIN` from `WEB_PORT`,
 * unless the environment sets them.
 * Run from the repository root: `node --import tsx apps/web/scripts/start.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** A port from the environment (unset or blank: the default); anything but 1-65535 stops the start. */
function portOf(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) {
    console.error(`${name} must be a port number from 1 to 65535, got "${raw}"`);
    process.exit(2);
  }
  return port;
}

const orDefault = (name: string, fallback: string): string => {
  const value = process.env[name]?.trim();
  return value === undefined || value === '' ? fallback : value;
};

const apiPort = portOf('PORT', 8787);
const webPort = portOf('WEB_PORT', 5173);
const api = `http://localhost:${apiPort}`;

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'apps/mock-api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The outbox's links (receipts, tickets) open this dev server unless MOCK_WEB_ORIGIN says otherwise.
    env: {
      ...process.env,
      PORT: String(apiPort),
      MOCK_WEB_ORIGIN: orDefault('MOCK_WEB_ORIGIN', `http://localhost:${webPort}`),
    },
  }),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(webPort), '--strictPort'],
    {
      cwd: path.join(root, 'apps', 'web'),
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_API_BASE_URL: orDefault('VITE_API_BASE_URL', `${api}/api/`),
        VITE_CHECKOUT_SCRIPT_URL: orDefault('VITE_CHECKOUT_SCRIPT_URL', `${api}/__mock/checkout.js`),
      },
    },
  ),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// If either one stops, stop the other too.
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
