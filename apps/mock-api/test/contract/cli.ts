import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The path of a package's command-line script (from its package.json `bin`). */
function binOf(pkg: string, name: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  const file = typeof bin === 'string' ? bin : bin[name];
  if (!file) throw new Error(`${pkg} has no ${name} command`);
  return join(dirname(manifest), file);
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a package's command with this Node, in `cwd`; resolves with its exit code and output. */
export const runCli = (pkg: string, name: string, args: string[], cwd: string): Promise<CliResult> =>
  runNode([binOf(pkg, name), ...args], cwd);

/** Runs this Node with the arguments; resolves with its exit code and output. */
export function runNode(args: string[], cwd = process.cwd()): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
