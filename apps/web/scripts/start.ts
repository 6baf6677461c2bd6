/**
 * `npm start`: the mock API (port 8787) and the web app's dev server (5173) together; Ctrl-C stops both.
 * Run from the repository root: `node --import tsx apps/web/scripts/start.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'apps/mock-api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: path.join(root, 'apps', 'web'),
    stdio: 'inherit',
  }),
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
