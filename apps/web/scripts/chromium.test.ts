import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ChromiumPlaces,
  chooseChromium,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  isRunnable,
  missingChromiumLine,
  preflightReport,
} from './chromium.ts';

const PLAYWRIGHT_SHELL = '/home/dev/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell';
const PLAYWRIGHT_CHROMIUM = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine on which exactly `present` can run; `asked` records whether Playwright's cache was read. */
function machine(present: readonly string[], named?: string) {
  const asked = { playwright: 0 };
  const places: ChromiumPlaces = {
    named,
    runnable: (path) => present.includes(path),
    playwrightPaths: () => {
      asked.playwright += 1;
      return [PLAYWRIGHT_SHELL, PLAYWRIGHT_CHROMIUM];
    },
  };
  return { places, asked };
}

describe('chooseChromium', () => {
  it('takes PLAYWRIGHT_CHROMIUM_EXECUTABLE first, over every other browser present', () => {
    const { places } = machine(
      ['/opt/chrome', DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, PLAYWRIGHT_SHELL],
      '/opt/chrome',
    );
    expect(chooseChromium(places)).toEqual({
      found: true,
      path: '/opt/chrome',
      from: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE',
    });
  });

  it('reports a named browser that is not there, rather than quietly running another', () => {
    const { places } = machine([DEBIAN_CHROMIUM], '/opt/missing');
    expect(chooseChromium(places)).toEqual({ found: false, named: '/opt/missing' });
  });

  it('counts an empty PLAYWRIGHT_CHROMIUM_EXECUTABLE as unset', () => {
    const { places } = machine([DEBIAN_CHROMIUM], '');
    expect(chooseChromium(places)).toEqual({ found: true, path: DEBIAN_CHROMIUM, from: 'Debian' });
  });

  it("prefers Debian's Chromium to its headless shell, and does not read Playwright's cache then", () => {
    const both = machine([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, PLAYWRIGHT_SHELL]);
    expect(chooseChromium(both.places)).toEqual({ found: true, path: DEBIAN_CHROMIUM, from: 'Debian' });
    const shellOnly = machine([DEBIAN_HEADLESS_SHELL, PLAYWRIGHT_SHELL]);
    expect(chooseChromium(shellOnly.places)).toEqual({
      found: true,
      path: DEBIAN_HEADLESS_SHELL,
      from: 'Debian',
    });
    expect(both.asked.playwright + shellOnly.asked.playwright).toBe(0);
  });

  it("falls back to Playwright's own, its headless shell before its Chromium", () => {
    expect(chooseChromium(machine([PLAYWRIGHT_SHELL, PLAYWRIGHT_CHROMIUM]).places)).toEqual({
      found: true,
      path: PLAYWRIGHT_SHELL,
      from: 'Playwright',
    });
    expect(chooseChromium(machine([PLAYWRIGHT_CHROMIUM]).places)).toEqual({
      found: true,
      path: PLAYWRIGHT_CHROMIUM,
      from: 'Playwright',
    });
  });

  it('finds nothing on a machine without any of them', () => {
    expect(chooseChromium(machine([]).places)).toEqual({ found: false });
  });
});

describe('isRunnable', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lwl-chromium-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is true of an executable file only: not of an empty plain file, a folder or nothing', () => {
    const program = join(dir, 'chromium');
    writeFileSync(program, '#!/bin/sh\n');
    chmodSync(program, 0o755);
    const plain = join(dir, 'empty');
    writeFileSync(plain, '');
    chmodSync(plain, 0o644);
    const folder = join(dir, 'folder');
    mkdirSync(folder);
    expect([program, plain, folder, join(dir, 'absent')].map(isRunnable)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('missingChromiumLine', () => {
  it('names the install command of the machine, on one line', () => {
    const lines = [
      missingChromiumLine({ found: false }, { debian: true, root: true }),
      missingChromiumLine({ found: false }, { debian: true, root: false }),
      missingChromiumLine({ found: false }, { debian: false, root: true }),
    ];
    expect(lines).toEqual([
      'No Chromium for the browser tests: run `apt-get install -y chromium chromium-headless-shell` (or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to one), then npm test again.',
      'No Chromium for the browser tests: run `sudo apt-get install -y chromium chromium-headless-shell` (or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to one), then npm test again.',
      'No Chromium for the browser tests: run `npx playwright install chromium` (or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to one), then npm test again.',
    ]);
  });

  it('names the variable when it points nowhere', () => {
    expect(missingChromiumLine({ found: false, named: '/opt/missing' }, { debian: true, root: true })).toBe(
      'PLAYWRIGHT_CHROMIUM_EXECUTABLE is /opt/missing, which is not a program this user can run: point it at a Chromium, or unset it.',
    );
  });
});

describe('preflightReport', () => {
  const debianRoot = { debian: true, root: true };
  const neverStarted = () => {
    throw new Error('no browser to start');
  };

  it('stops with the install line when there is no browser, without starting anything', () => {
    expect(preflightReport({ found: false }, debianRoot, neverStarted)).toEqual({
      ok: false,
      line: missingChromiumLine({ found: false }, debianRoot),
    });
  });

  it('stops when the browser found does not start, naming it and its first complaint', () => {
    const found = { found: true, path: PLAYWRIGHT_SHELL, from: 'Playwright' } as const;
    const report = preflightReport(found, debianRoot, () => ({
      ok: false,
      reason: 'error while loading shared libraries: libnss3.so',
    }));
    expect(report).toEqual({
      ok: false,
      line: `Chromium at ${PLAYWRIGHT_SHELL} (Playwright) does not start: error while loading shared libraries: libnss3.so`,
    });
  });

  it('goes on, naming the browser and its version', () => {
    const found = { found: true, path: DEBIAN_CHROMIUM, from: 'Debian' } as const;
    expect(
      preflightReport(found, debianRoot, () => ({ ok: true, version: 'Chromium 156.0.8078.129' })),
    ).toEqual({
      ok: true,
      line: 'Chromium for the browser tests: /usr/bin/chromium (Debian), Chromium 156.0.8078.129.',
    });
  });
});

describe('chromium-preflight.ts', () => {
  it('prints one line and exits 1 when the browser it would use is not there', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/web/scripts/chromium-preflight.ts'], {
      cwd: resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: '/nowhere/chromium' },
      encoding: 'utf8',
    });
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      status: 1,
      stdout: '',
      stderr: `${missingChromiumLine({ found: false, named: '/nowhere/chromium' }, { debian: true, root: true })}\n`,
    });
  });
});
