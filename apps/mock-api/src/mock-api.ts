import { type EndpointDef, type Endpoints, endpoints } from '@lwl/schemas';
import { createApp, type MockApp } from './app.ts';
import type { Clock } from './clock/clock.ts';
import type { Env } from './env.ts';
import { handlers } from './handlers/index.ts';
import { imagesMount } from './images/mount.ts';
import { capRecords } from './limits/caps.ts';
import type { Logger } from './log/logger.ts';
import { giveOrderLinks } from './orders/access.ts';
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

/** The whole mock: the real table, handlers, seed, payment sandbox, images and the refund decision control. */
export function createMockApi<T extends EndpointTable = Record<never, EndpointDef>>(options: {
  env: Env;
  clock?: Clock;
  log?: Logger;
  extra?: ExtraCalls<T>;
}): MockApp<Store> {
  const { extra, ...rest } = options;
  return createApp<Endpoints & T, Store>({
    ...rest,
    table: { ...endpoints, ...extra?.table } as Endpoints & T,
    handlers: { ...handlers, ...extra?.handlers } as HandlerMap<Endpoints & T>,
    seed: createSeed,
    checkStore,
    upgrade: giveOrderLinks,
    mounts: [sandboxMount, imagesMount, refundControlMount],
    afterChange: capRecords,
  });
}
