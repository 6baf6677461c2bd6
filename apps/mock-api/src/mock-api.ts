import { type EndpointDef, type Endpoints, endpoints } from '@lwl/schemas';
import { createApp, type MockApp } from './app.ts';
import type { Clock } from './clock/clock.ts';
import type { Env } from './env.ts';
import { handlers } from './handlers/index.ts';
import { imagesMount } from './images/mount.ts';
import { followRefunds } from './invoices/invoice-book.ts';
import { capRecords } from './limits/caps.ts';
import type { Logger } from './log/logger.ts';
import { giveOrderLinks } from './orders/access.ts';
import { paymentWebhookMount } from './orders/payment-webhook.ts';
import { refundControlMount } from './orders/refund-control.ts';
import { checkStore } from './persistence/check-store.ts';
import type { HandlerMap } from './registry/handler.ts';
import type { EndpointTable } from './registry/table.ts';
import { sandboxMount } from './sandbox/mount.ts';
import { createSeed } from './store/seed.ts';
import type { Store } from './store/store.ts';

/**
 * Calls beside the contract's, with their handlers: a purchase kind being tried out (its row's calls and
 * `purchaseHandlers`) before its endpoints join the table.
 */
export interface ExtraCalls<T extends EndpointTable> {
  table: T;
  handlers: HandlerMap<T>;
}

/** What @hono/node-server's `getConnInfo` reads, for calls answered without a socket (the peer is loopback). */
export const LOOPBACK_PEER = {
  incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 0, remoteFamily: 'IPv4' } },
};

/**
 * What a state file written by an earlier version lacks, given at load: order keys and ticket codes
 * (`giveOrderLinks`), invoices that follow their refunds (`followRefunds`). True when it gave any.
 */
export const upgradeStore = (store: Store): boolean =>
  [giveOrderLinks(store), followRefunds(store)].includes(true);

/** The whole mock: the real table, handlers, seed, payment sandbox, images and the refund decision control. */
export function createMockApi<T extends EndpointTable = Record<never, EndpointDef>>(options: {
  env: Env;
  clock?: Clock;
  log?: Logger;
  extra?: ExtraCalls<T>;
  /** The store to start from (a service worker's saved world); otherwise MOCK_DATA_FILE or the seed. */
  store?: Store;
}): MockApp<Store> {
  const { extra, ...rest } = options;
  // The sandbox's webhooks are answered by this very app, as the provider's reach the server.
  let mock: MockApp<Store> | undefined;
  const deliver = (request: Request) =>
    mock ? mock.app.fetch(request, LOOPBACK_PEER) : new Response(null, { status: 503 });
  mock = createApp<Endpoints & T, Store>({
    ...rest,
    table: { ...endpoints, ...extra?.table } as Endpoints & T,
    handlers: { ...handlers, ...extra?.handlers } as HandlerMap<Endpoints & T>,
    seed: createSeed,
    checkStore,
    upgrade: upgradeStore,
    mounts: [sandboxMount(deliver), paymentWebhookMount, imagesMount, refundControlMount],
    afterChange: capRecords,
  });
  return mock;
}
