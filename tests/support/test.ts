/**
 * The `test` every end-to-end spec imports: Playwright's, plus a world per worker.
 *
 * Each worker starts the mock API in its own process (`workerMock`), and every browser context's
 * calls to the build's API origin are answered by it, so workers run side by side without sharing
 * data. Every test starts from the seed (`freshData`): no test depends on another's order or leftovers.
 */
import { type InProcessMock, startInProcessMock } from '@lwl/mock-api/in-process';
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
  type Route,
} from '@playwright/test';
import { API_ORIGIN, mockPort, WEB_ORIGIN } from './lane.ts';

/** The worker mock's answer to a routed request (what `route.fetch()` would get from a real server). */
async function mockResponse(route: Route, mock: InProcessMock): Promise<Response> {
  const request = route.request();
  const method = request.method();
  const sent = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
  const body = sent === null ? undefined : new Uint8Array(sent);
  return mock.answer(new Request(request.url(), { method, headers: await request.allHeaders(), body }));
}

async function answerFromMock(route: Route, mock: InProcessMock): Promise<void> {
  let response: Response;
  try {
    response = await mockResponse(route, mock);
  } catch {
    // The page went away while its request was being read.
    return;
  }
  // A chaos drop (`PUT /__mock/chaos` with a dropRate): the connection closes without an answer.
  if (response.headers.get('x-lwl-chaos') === 'drop') {
    await route.abort('connectionreset').catch(() => undefined);
    return;
  }
  await route
    .fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    })
    .catch(() => undefined);
}

interface TestFixtures {
  freshData: undefined;
  /**
   * Another browser context, as a second browser would be (no storage, no cookies: a guest opening a
   * link from an e-mail), its API calls answered by this worker's mock like `context`'s. Closed after
   * the test. (`browser.newContext()` alone would call the build's API origin, where nothing listens.)
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** For a spec's own `page.route` handler that changes a real answer: the worker mock's answer. */
  mockAnswer: (route: Route) => Promise<Response>;
}

interface WorkerFixtures {
  workerMock: InProcessMock;
  /**
   * One page for the whole worker, its API calls answered by the worker's mock: for read-only sweeps
   * that load page after page (routes.spec.ts), where a new context per test cost about twice the CPU
   * (each route compiled the app's code again). The caller starts each test from a clean document.
   */
  workerPage: () => Promise<Page>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerMock: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      // The outbox's links point at the build this run serves.
      const mock = await startInProcessMock(mockPort, { webOrigin: WEB_ORIGIN });
      await use(mock);
      await mock.close();
    },
    { scope: 'worker' },
  ],
  workerPage: [
    async ({ browser, workerMock }, use) => {
      const context = await browser.newContext({
        baseURL: WEB_ORIGIN,
        viewport: { width: 1280, height: 900 },
      });
      await context.route(`${API_ORIGIN}/**`, (route) => answerFromMock(route, workerMock));
      let page: Page | undefined;
      // A page that crashed or was closed by a failed test is replaced for the next one.
      await use(async () => {
        if (!page || page.isClosed()) page = await context.newPage();
        return page;
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ context, workerMock }, use) => {
    await context.route(`${API_ORIGIN}/**`, (route) => answerFromMock(route, workerMock));
    await use(context);
  },
  newContext: async ({ browser, workerMock, baseURL }, use) => {
    const made: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...options });
      await context.route(`${API_ORIGIN}/**`, (route) => answerFromMock(route, workerMock));
      made.push(context);
      return context;
    });
    await Promise.all(made.map((context) => context.close()));
  },
  freshData: [
    async ({ workerMock }, use) => {
      workerMock.reset();
      await use(undefined);
    },
    { auto: true },
  ],
  mockAnswer: async ({ workerMock }, use) => {
    await use((route) => mockResponse(route, workerMock));
  },
});

export { expect } from '@playwright/test';
