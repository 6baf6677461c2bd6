/**
 * The mock API in the visitor's browser: the review folder's service worker. It answers what
 * `npm run api` would (routing.ts) with the same Hono app, seed and handlers, built for the browser;
 * each visitor's world (store, sessions, outbox) is saved in her IndexedDB after every call that may
 * change it, so a worker the browser stops and starts again loses nothing.
 */
import { createMockApi, LOOPBACK_PEER, parseEnv } from '@lwl/mock-api/browser';
import { forMock, routeOf, shellHtml } from './routing.ts';
import { loadWorld, saveWorld } from './saved-world.ts';

declare const self: ServiceWorkerGlobalScope;

const scope = new URL(self.registration.scope);

async function startMock() {
  const saved = await loadWorld();
  const env = parseEnv({
    MOCK_WEB_ORIGIN: scope.href,
    MOCK_BASE_PATH: scope.pathname,
    MOCK_ALLOWED_HOSTS: scope.hostname,
    MOCK_LOG: '0',
  });
  const mock = createMockApi({ env, store: saved?.store });
  if (saved) {
    mock.state.sessions.restore(saved.sessions);
    mock.state.outbox.restore(saved.outbox);
  }
  // Saves run one after another, each with the world as it is when it starts.
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    saving = saving.then(() =>
      saveWorld({
        version: 1,
        store: mock.state.store,
        sessions: mock.state.sessions.snapshot(),
        outbox: mock.state.outbox.list(),
      }),
    );
    return saving;
  };
  return { mock, save };
}

let started: ReturnType<typeof startMock> | undefined;
const mock = () => {
  started ??= startMock();
  return started;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function answerFromMock(event: FetchEvent): Promise<Response> {
  const { mock: app, save } = await mock();
  const response = await app.app.fetch(await forMock(event.request, scope), LOOPBACK_PEER);
  if (!READS.has(event.request.method)) event.waitUntil(save());
  return response;
}

async function answerShell(): Promise<Response> {
  const index = await fetch(new URL('index.html', scope), { cache: 'no-cache' });
  if (!index.ok) return index;
  return new Response(shellHtml(await index.text(), scope), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), mock()]));
});

// A page loaded without the worker (a hard reload) asks to be taken over.
self.addEventListener('message', (event) => {
  if (event.data === 'lwl-claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, scope);
  if (route === 'mock') event.respondWith(answerFromMock(event));
  else if (route === 'shell') event.respondWith(answerShell());
});
