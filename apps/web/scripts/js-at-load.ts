/**
 * JavaScript at load, as a real Chromium fetches it: for each route, every script response from the
 * navigation until the page has settled (the entry, its modulepreloads, the route's chunks and every
 * lazy chunk requested meanwhile, e.g. the header's menus and the toaster the app loads right after
 * first paint), each counted once at its gzip size (Node's default level, as bundle-sizes.ts), and the
 * script text written into the HTML itself (the first read, the route preload). Bytes
 * only: nothing here is timed or judged by time.
 *
 * "Settled": the app has marked the page loaded (`data-page-loaded` on <html>, src/lib/page-loaded.ts:
 * first route rendered, no API call in flight, a frame painted, then the deferred loads start), and
 * after that no request has been in flight for QUIET_MS (the deferred chunks and what they import).
 *
 * Against the production build in `dist`, served as `npm run preview` serves it (preview-server.ts, on
 * a free port), and the mock API the build was made for (its origin is read from the build's CSP): a
 * mock already answering there is used as is, otherwise one is started for the run and stopped after.
 * Each route is loaded in a fresh page with the browser cache disabled. Signed-in routes sign in first
 * through /login. The receipt of /thank-you exists only in the app that made the purchase (a reload
 * drops it), so that route counts a cold load of /thank-you together with what a member's FREE100
 * event booking fetches from Pay Now until its receipt shows.
 *
 * Code needed only after an action (the invoice PDF, the calendar file, the payment provider's script
 * and its glue, the developer panel) must not be fetched at load: `actionOnly` lists what was.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import type { Manifest } from './bundle-sizes.ts';
import { launchChromium } from './chromium.ts';
import { createPreviewServer } from './preview-server.ts';

const LOAD_ROUTES = [
  { name: '/upcoming-events', path: '/upcoming-events' },
  { name: '/event/{slug}', path: '/event/women-in-leadership-summit' },
  { name: '/membership', path: '/membership' },
  { name: '/india-membership', path: '/india-membership' },
  { name: '/login', path: '/login' },
  { name: '/member-details/titan', path: '/member-details/titan' },
  { name: '/venture-vault', path: '/venture-vault' },
  { name: '/mentors', path: '/mentors' },
  { name: '/lwl-privileges', path: '/lwl-privileges' },
  { name: '/thank-you (after a purchase)', path: '/thank-you', purchase: true },
  { name: '/profile (signed in)', path: '/profile', signedIn: true },
  { name: '/invoices (signed in)', path: '/invoices', signedIn: true },
] as const satisfies readonly LoadRoute[];

export interface LoadRoute {
  name: string;
  path: string;
  signedIn?: boolean;
  purchase?: boolean;
}

interface FetchedScript {
  /** Path on the app's origin (`/assets/x.js`) or the full URL of another origin's script. */
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface LoadRow {
  route: string;
  /** Gzip kB (1024 bytes) of every script fetched. */
  kb: number;
  scripts: FetchedScript[];
  /** Scripts fetched at load that only an action needs (should be none). */
  actionOnly: string[];
}

/** The member the signed-in routes use (the mock's seed). */
const MEMBER = { email: 'titan@lwl.test', password: 'Lwl@12345' };
const PURCHASE_EVENT = '/event/women-in-leadership-summit';
const QUIET_MS = 1_000;
/** The name the HTML's inline scripts are counted under (one entry, gzipped together). */
const INLINE_SCRIPTS = '(inline scripts in the HTML)';
const STEP_TIMEOUT_MS = 60_000;
/** Routes measured at once (each waits QUIET_MS and for its page, mostly idle time). */
const SIDE_BY_SIDE = 3;
/** Modules (Vite manifest keys) that only an action loads. */
const ACTION_ONLY_MODULES = [
  /(invoice|credit-note)-pdf\.ts$/,
  /node_modules\/ics\//,
  /src\/dev\//,
  /pdf-lib/,
  /components\/checkout\/payment-provider\.ts$/,
  // Every purchase's checkout machine, loaded at the buyer's first input (components/checkout/use-purchase-checkout.ts).
  /components\/checkout\/purchase-checkout-machine\.ts$/,
];

/** The API origin and the payment provider's script origin the build was made for, from its CSP. */
export function buildOrigins(indexHtml: string): { api: string; checkoutScript: string } {
  const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(indexHtml)?.[1] ?? '';
  const directive = (name: string) =>
    (csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((value) => /^https?:/.test(value));
  const [api] = directive('img-src');
  const [checkoutScript] = directive('script-src');
  if (!api || !checkoutScript) throw new Error('The build has no CSP with the API and checkout origins.');
  return { api, checkoutScript };
}

/** Files of the build (`assets/x.js`) holding an action-only module, from its Vite manifest. */
export function actionOnlyFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (ACTION_ONLY_MODULES.some((pattern) => pattern.test(key)) && !chunk.isEntry) files.add(chunk.file);
  }
  return files;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** The mock at `api`: the one already answering, or one started here (returned, to stop). */
async function ensureMock(api: string, repoRoot: string): Promise<ChildProcess | null> {
  if (await answers(`${api}/openapi.json`)) return null;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/mock-api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: new URL(api).port || '80', MOCK_LOG: '0' },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`The mock exited (${child.exitCode}) before answering.`);
    if (await answers(`${api}/openapi.json`)) return child;
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error(`The mock did not answer at ${api}.`);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: STEP_TIMEOUT_MS });
}

/** A member books the event with FREE100 (no payment provider): `pay` clicks Pay Now, ending on /thank-you. */
async function toPayNow(page: Page): Promise<() => Promise<void>> {
  const requests = trackRequests(page);
  await signIn(page);
  await page.goto(PURCHASE_EVENT);
  await page
    .getByRole('combobox', { name: /^Quantity for / })
    .first()
    .selectOption('1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await dialog.getByLabel('Coupon', { exact: true }).fill('FREE100');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByText('₹0', { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  // What the event page fetches on its own (its dialog's code, the deferred chunks) is not the receipt's:
  // on a busy machine it could still be on its way when Pay Now is pressed, and be counted as such.
  await requests.quiet();
  requests.stop();
  return async () => {
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('region', { name: 'Your receipt' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  };
}

/**
 * Counts `page`'s requests in flight; `quiet()` settles once none has been for QUIET_MS (or at the
 * step timeout), `stop()` stops counting.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const onRequest = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    async quiet() {
      const deadline = Date.now() + STEP_TIMEOUT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS)) await sleep(100);
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/** Every script response of `load()` until the page has settled, by URL. */
async function scriptsFetched(page: Page, load: () => Promise<unknown>): Promise<Map<string, Buffer>> {
  const scripts = new Map<string, Promise<Buffer | null>>();
  const requests = trackRequests(page);
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    if (!scripts.has(response.url()))
      scripts.set(
        response.url(),
        response.body().catch(() => null),
      );
  };
  page.on('response', onResponse);
  await load();
  await page.locator('html[data-page-loaded]').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  await requests.quiet();
  requests.stop();
  page.off('response', onResponse);
  const bodies = new Map<string, Buffer>();
  // Script text written into the HTML (the first read, the route preload, zod's JIT switch) counts too.
  // A string: this file is also compiled for Node alone (bench/), without the DOM's types.
  const inline = await page.evaluate<string>(
    "[...document.querySelectorAll('script:not([src])')].map((script) => script.textContent).join('\\n')",
  );
  if (inline !== '') bodies.set(INLINE_SCRIPTS, Buffer.from(inline));
  for (const [url, body] of scripts) {
    const buffer = await body;
    if (buffer) bodies.set(url, buffer);
  }
  return bodies;
}

/** Scripts fetched by `load` in a fresh page of a fresh context, the cache disabled; `prepare` runs first. */
async function fetchedIn(
  browser: Browser,
  origin: string,
  prepare: (page: Page) => Promise<() => Promise<unknown>>,
): Promise<Map<string, Buffer>> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const load = await prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return await scriptsFetched(page, load);
  } finally {
    await context.close();
  }
}

/**
 * One route's scripts. /thank-you after a purchase: a cold load of /thank-you, together with what the
 * page fetches when a purchase lands on it with a receipt (from Pay Now on), each file once.
 */
async function measureRoute(
  browser: Browser,
  origin: string,
  route: LoadRoute,
  actionOnly: { files: Set<string>; checkoutScript: string },
): Promise<LoadRow> {
  const open = async (page: Page) => {
    if (route.signedIn) await signIn(page);
    return () => page.goto(route.path, { waitUntil: 'commit' });
  };
  const bodies = await fetchedIn(browser, origin, open);
  if (route.purchase)
    for (const [url, body] of await fetchedIn(browser, origin, toPayNow)) bodies.set(url, body);
  const scripts = [...bodies].map(([url, body]): FetchedScript => {
    const parsed = url === INLINE_SCRIPTS ? null : new URL(url);
    return {
      url: parsed === null || parsed.origin !== origin ? url : parsed.pathname,
      bytes: body.length,
      gzipBytes: gzipSync(body).length,
    };
  });
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    route: route.name,
    kb: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
    scripts,
    actionOnly: scripts
      .map((script) => script.url)
      .filter(
        (url) =>
          actionOnly.files.has(url.replace(/^\//, '')) || url.startsWith(`${actionOnly.checkoutScript}/`),
      ),
  };
}

/** Measures every route of `routes` against the build in `dist`. */
export async function jsAtLoad(
  dist: string,
  repoRoot: string,
  routes: readonly LoadRoute[] = LOAD_ROUTES,
): Promise<LoadRow[]> {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run vite build first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const { api, checkoutScript } = buildOrigins(readFileSync(join(dist, 'index.html'), 'utf8'));
  const mock = await ensureMock(api, repoRoot);
  const server = createPreviewServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    const actionOnly = { files: actionOnlyFiles(manifest), checkoutScript };
    // Bytes only, each route in its own context with the cache off: routes side by side count the same.
    const rows: LoadRow[] = new Array(routes.length);
    let next = 0;
    const worker = async () => {
      for (let at = next++; at < routes.length; at = next++)
        rows[at] = await measureRoute(browser, origin, routes[at] as LoadRoute, actionOnly);
    };
    await Promise.all(Array.from({ length: SIDE_BY_SIDE }, worker));
    return rows;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    mock?.kill('SIGTERM');
  }
}

export function formatLoadTable(rows: readonly LoadRow[], budgetKb: number, verbose = false): string {
  const lines = [
    `JS fetched by Chromium from navigation until the page settled (gzip, budget ${budgetKb} kB):`,
  ];
  for (const row of rows) {
    const flag = row.kb > budgetKb ? ' OVER ' : '      ';
    lines.push(
      `${row.kb.toFixed(1).padStart(7)} kB${flag}${String(row.scripts.length).padStart(3)} files  ${row.route}`,
    );
    if (row.actionOnly.length > 0)
      lines.push(`          loaded before any action: ${row.actionOnly.join(', ')}`);
    if (verbose) {
      for (const script of row.scripts)
        lines.push(`            ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} kB  ${script.url}`);
    }
  }
  return lines.join('\n');
}
