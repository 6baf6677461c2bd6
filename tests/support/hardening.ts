/**
 * Helpers of the hardening end-to-end tests: a record of everything that went wrong on a page (console
 * errors, uncaught errors, failed requests, HTTP errors, CSP violations), a session set straight into
 * local storage, and a second mock instance started on a data file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import {
  type APIRequestContext,
  type ConsoleMessage,
  expect,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { API_ORIGIN, lane, MOCK_ORIGIN, mockPort } from './lane.ts';

export interface PageProblems {
  /** Console errors, uncaught errors, failed requests and HTTP answers ≥ 400, one line each. */
  readonly lines: string[];
  /** Requests sent and not yet finished or failed. */
  inFlight(): number;
  /** Stops recording (a page shared between tests records each test's own problems). */
  stop(): void;
}

/** Starts recording a page's problems; call before the first navigation. */
export function recordProblems(page: Page): PageProblems {
  const lines: string[] = [];
  const pending = new Set<unknown>();
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error')
      lines.push(`console error: ${message.text()} (${message.location().url || 'no source'})`);
  };
  const onPageError = (error: Error) => lines.push(`uncaught: ${error.message}`);
  const onRequest = (request: Request) => pending.add(request);
  const onFinished = (request: Request) => pending.delete(request);
  const onFailed = (request: Request) => {
    pending.delete(request);
    lines.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`,
    );
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400)
      lines.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  return {
    lines,
    inFlight: () => pending.size,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
    },
  };
}

/**
 * Steps between the tries of a poll for something that settles within milliseconds (requests in flight,
 * the title, the outbox): Playwright's default waits 100, 250, 500 and then 1,000 ms, so a poll that
 * misses its first try costs up to a second.
 */
export const POLL_INTERVALS = [25, 50, 100, 200];

/** Waits until no request of the page is in flight (the page has finished loading what it asked for). */
export async function settled(problems: PageProblems): Promise<void> {
  await expect.poll(() => problems.inFlight(), { timeout: 20_000, intervals: POLL_INTERVALS }).toBe(0);
}

/**
 * Records the page's `securitypolicyviolation` events, from the first script of every document on;
 * kept on the test's side so a full navigation does not lose them.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => {
    violations.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = Reflect.get(window, '__reportCspViolation');
      if (typeof report === 'function')
        void report(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}: ${event.sample}`,
        );
    });
  });
  return violations;
}

interface LoginAnswer {
  token: string;
  membership: string | null;
  user: { first_name: string };
  image: string | null;
}

/** Signs in through the API: the local-storage entries the app keeps for that session. */
export async function sessionEntries(
  request: APIRequestContext,
  account: { email: string; password: string },
  apiOrigin: string = MOCK_ORIGIN,
): Promise<Record<string, string>> {
  const response = await request.post(`${apiOrigin}/api/login`, {
    headers: { [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()) },
    data: account,
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as LoginAnswer;
  return {
    AuthToken: body.token,
    UserName: body.user.first_name,
    ...(body.membership ? { PlanName: body.membership } : {}),
    ...(body.image ? { profileImage: body.image } : {}),
  };
}

/**
 * Signs in through the API and puts the session in local storage before the page's scripts run, on
 * every navigation of the page from now on (so a logout does not last past the next one: where logging
 * out is tested, sign in with `signIn` or `signInByApi` from support/session.ts).
 */
export async function signInByStorage(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
  apiOrigin: string = MOCK_ORIGIN,
): Promise<void> {
  const entries = await sessionEntries(request, account, apiOrigin);
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, entries);
}

export interface SecondMock {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts another mock API for this worker (port: the worker's mock's + `offset`) on a `MOCK_DATA_FILE`,
 * and waits until it answers.
 */
export async function startSecondMock(dataFile: string, offset = 50): Promise<SecondMock> {
  const port = mockPort + offset;
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/mock-api/src/server.ts'], {
    cwd: lane.repoRoot,
    env: { ...process.env, PORT: String(port), MOCK_LOG: '0', MOCK_DATA_FILE: dataFile },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the second mock exited: ${errors}`);
        try {
          return (await fetch(`${origin}/openapi.json`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, message: `the second mock on ${origin} did not start` },
    )
    .toBe(200);
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Sends the page's calls to the lane's mock to another mock instead (same paths, other origin). URLs
 * in JSON answers (images) are rewritten back to the lane's origin, so they come through here too and
 * the page sees one API origin, the one its build and CSP name.
 */
export async function redirectApi(page: Page, toOrigin: string): Promise<void> {
  await page.route(`${API_ORIGIN}/**`, async (route) => {
    const url = route.request().url().replace(API_ORIGIN, toOrigin);
    const response = await route.fetch({ url });
    if (!(response.headers()['content-type'] ?? '').includes('json')) {
      await route.fulfill({ response });
      return;
    }
    const headers = { ...response.headers() };
    delete headers['content-length'];
    const body = (await response.text()).replaceAll(toOrigin, API_ORIGIN);
    await route.fulfill({ response, headers, body });
  });
}
