/**
 * The mock for a browser's service worker (the review build, apps/review): the same app, handlers,
 * seed and endpoint table as `npm run api`, built with the `browser` condition so that
 * `#platform/*` resolves to Web Crypto, @noble/hashes and no files.
 */

export { parseEnv } from './env.ts';
export { createMockApi, LOOPBACK_PEER } from './mock-api.ts';
export type { OutboxMessage } from './outbox/outbox.ts';
export type { SessionsSnapshot } from './sessions/sessions.ts';
export type { Store } from './store/store.ts';
