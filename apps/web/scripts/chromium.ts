/**
 * The one Chromium every browser run of the repository uses, so they cannot disagree: the end-to-end and
 * studio configs (tests/playwright.config.ts, tests/studio.playwright.config.ts), the component tests
 * (apps/web/vitest.browser.config.ts), the budget (js-at-load.ts) and the check `npm test` starts with
 * (chromium-preflight.ts). In order:
 *
 * 1. `PLAYWRIGHT_CHROMIUM_EXECUTABLE`, when set (CI sets it to Debian's headless shell: docs/decisions/0031);
 * 2. Debian's `/usr/bin/chromium`, else Debian's headless shell `/usr/bin/chromium-headless-shell`;
 * 3. Playwright's own, in its cache (`npx playwright install chromium`; `PLAYWRIGHT_BROWSERS_PATH` moves
 *    it): its headless shell, what it launches headless by default, else its Chromium.
 */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserType } from 'playwright-core';

// playwright-core is loaded only when needed (Playwright's cache, a launch): the check `npm test` starts
// with finds Debian's browser without it.
const load = createRequire(import.meta.url);

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

type ChromiumSource = 'PLAYWRIGHT_CHROMIUM_EXECUTABLE' | 'Debian' | 'Playwright';

/** The browser found, or why none was: the variable names one that is not there, or nothing is. */
export type ChromiumLookup =
  | { readonly found: true; readonly path: string; readonly from: ChromiumSource }
  | { readonly found: false; readonly named?: string };

/** What the choice depends on, injected so that it can be tested without the machine's browsers. */
export interface ChromiumPlaces {
  /** `PLAYWRIGHT_CHROMIUM_EXECUTABLE` (empty counts as unset). */
  readonly named: string | undefined;
  /** Whether a path is a file this process may run. */
  readonly runnable: (path: string) => boolean;
  /** Where Playwright keeps its own browsers, in the order it prefers them; asked only when needed. */
  readonly playwrightPaths: () => readonly string[];
}

export function chooseChromium({ named, runnable, playwrightPaths }: ChromiumPlaces): ChromiumLookup {
  if (named) {
    return runnable(named)
      ? { found: true, path: named, from: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE' }
      : { found: false, named };
  }
  for (const path of [DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL]) {
    if (runnable(path)) return { found: true, path, from: 'Debian' };
  }
  for (const path of playwrightPaths()) {
    if (runnable(path)) return { found: true, path, from: 'Playwright' };
  }
  return { found: false };
}

/** A regular file with an execute bit this process may use (an empty file or a folder is not). */
export function isRunnable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

interface PlaywrightRegistry {
  findExecutable(name: string): { executablePath(): string | undefined } | undefined;
}

/**
 * Playwright's headless shell is named by its registry only (in `playwright-core/lib/coreBundle`, an
 * export without types); its Chromium by the public `chromium.executablePath()`.
 */
function playwrightPaths(): readonly string[] {
  const paths: string[] = [];
  try {
    const bundle = load('playwright-core/lib/coreBundle') as {
      registry?: { registry?: PlaywrightRegistry };
    };
    const shell = bundle.registry?.registry?.findExecutable('chromium-headless-shell')?.executablePath();
    if (shell) paths.push(shell);
  } catch {
    // Another layout of playwright-core: its Chromium below still counts.
  }
  try {
    paths.push((load('playwright-core') as { chromium: BrowserType }).chromium.executablePath());
  } catch {
    // No Chromium build of Playwright's for this platform.
  }
  return paths;
}

/** This machine's choice. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  return chooseChromium({ named: env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, runnable: isRunnable, playwrightPaths });
}

/**
 * The `executablePath` a launch passes: the browser found; the one the variable names even when it is
 * not there (the launch then says so); none when there is none (Playwright's own error, which `npm test`
 * never reaches: its first step, chromium-preflight.ts, stops with one line).
 */
export function chromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const lookup = findChromium(env);
  return lookup.found ? lookup.path : lookup.named;
}

/** What the machine offers to install one: Debian's packages (as root, or through sudo), else Playwright's. */
export interface Host {
  readonly debian: boolean;
  readonly root: boolean;
}

export function thisHost(): Host {
  let osRelease = '';
  try {
    osRelease = readFileSync('/etc/os-release', 'utf8');
  } catch {
    // Not Linux, or a Linux without the file.
  }
  return {
    debian: /^ID="?debian"?$/m.test(osRelease) && isRunnable('/usr/bin/apt-get'),
    root: process.getuid?.() === 0,
  };
}

/** The command that installs a Chromium here. */
function installCommand(host: Host): string {
  if (host.debian) return `${host.root ? '' : 'sudo '}apt-get install -y chromium chromium-headless-shell`;
  return 'npx playwright install chromium';
}

/** The one line that says no browser was found, and what to run. */
export function missingChromiumLine(lookup: ChromiumLookup & { found: false }, host: Host): string {
  if (lookup.named) {
    return `PLAYWRIGHT_CHROMIUM_EXECUTABLE is ${lookup.named}, which is not a program this user can run: point it at a Chromium, or unset it.`;
  }
  return `No Chromium for the browser tests: run \`${installCommand(host)}\` (or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to one), then npm test again.`;
}

/** What `<browser> --version` gave: its first line, or why it did not start. */
export type Started =
  | { readonly ok: true; readonly version: string }
  | { readonly ok: false; readonly reason: string };

/**
 * The preflight's verdict (chromium-preflight.ts): one line, and whether the tests may go on. `start`
 * runs the browser found once (`--version`), so that one that is there but cannot run stops here too.
 */
export function preflightReport(
  lookup: ChromiumLookup,
  host: Host,
  start: (path: string) => Started,
): { readonly ok: boolean; readonly line: string } {
  if (!lookup.found) return { ok: false, line: missingChromiumLine(lookup, host) };
  const started = start(lookup.path);
  if (!started.ok) {
    return {
      ok: false,
      line: `Chromium at ${lookup.path} (${lookup.from}) does not start: ${started.reason}`,
    };
  }
  return {
    ok: true,
    line: `Chromium for the browser tests: ${lookup.path} (${lookup.from}), ${started.version}.`,
  };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium js-at-load.ts drives. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  const executablePath = chromiumExecutable();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
}
