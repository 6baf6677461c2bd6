/**
 * `npm test`'s first step (`node --import tsx apps/web/scripts/chromium-preflight.ts`): the Chromium the browser tests will use (chromium.ts),
 * found and started once (`--version`) before minutes of type checks, lint and Vitest. Prints one line:
 * the browser, or the command that installs one, and then exits 1.
 *
 *   node --import tsx apps/web/scripts/chromium-preflight.ts            check only
 *   node --import tsx apps/web/scripts/chromium-preflight.ts --install  .ci/run: installs what is missing
 *
 * `--install` as root on Debian installs Debian's `chromium` and `chromium-headless-shell`, whichever is
 * missing (the shell is a speed-up only: when it cannot be installed, it says so and goes on,
 * docs/decisions/0031); elsewhere, with no browser found, it runs `npx playwright install chromium`.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  type ChromiumLookup,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  findChromium,
  type Host,
  isRunnable,
  preflightReport,
  type Started,
  thisHost,
} from './chromium.ts';

const { values } = parseArgs({ options: { install: { type: 'boolean', default: false } } });

/** Runs a command with its output shown (stdout dropped when `quiet`); whether it succeeded. */
function run(command: string, args: readonly string[], quiet = false): boolean {
  const result = spawnSync(command, args, { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
  return result.status === 0;
}

const DEBIAN_PACKAGES = [
  { name: 'chromium', path: DEBIAN_CHROMIUM },
  { name: 'chromium-headless-shell', path: DEBIAN_HEADLESS_SHELL },
] as const;

function install(host: Host, lookup: ChromiumLookup): void {
  if (host.debian && host.root) {
    const missing = DEBIAN_PACKAGES.filter(({ path }) => !isRunnable(path));
    if (missing.length === 0) return;
    process.env.DEBIAN_FRONTEND = 'noninteractive';
    run('apt-get', ['update', '-qq']);
    for (const { name } of missing) {
      if (!run('apt-get', ['install', '-y', '-qq', name], true) && name === 'chromium-headless-shell') {
        console.log(`No ${name}: the browser tests run in ${DEBIAN_CHROMIUM}.`);
      }
    }
    return;
  }
  if (!lookup.found) run('npx', ['playwright', 'install', 'chromium']);
}

/** The first line of what `<path> --version` prints, or why it would not start. */
function versionOf(path: string): Started {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const firstLine = (text: string | null) => (text ?? '').trim().split('\n')[0] ?? '';
  if (result.status === 0) return { ok: true, version: firstLine(result.stdout) };
  return {
    ok: false,
    reason: result.error?.message ?? (firstLine(result.stderr) || `exit code ${result.status}`),
  };
}

const host = thisHost();
if (values.install) install(host, findChromium());
const report = preflightReport(findChromium(), host, versionOf);
if (report.ok) {
  console.log(report.line);
} else {
  console.error(report.line);
  process.exitCode = 1;
}
