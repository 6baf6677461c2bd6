/** The Chromium js-at-load.ts drives: Debian's, or the one named. */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

function chromiumPath(): string | undefined {
  const debian = '/usr/bin/chromium';
  return process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync(debian) ? debian : undefined);
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

export function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
}
