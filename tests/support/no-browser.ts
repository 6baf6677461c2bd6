/**
 * Loaded with `--import` into a process that must not start any program, a browser least of all (the
 * build's prerender step, e2e/prerendered-pages.spec.ts): every way of starting one throws.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

const STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

for (const name of STARTERS) {
  Object.assign(childProcess, {
    [name]: () => {
      throw new Error(`child_process.${name}: this process may not start a program`);
    },
  });
}
syncBuiltinESMExports();
