import { createApp, type MockApp } from './app.ts';
import type { Clock } from './clock/clock.ts';
import type { Env } from './env.ts';
import { handlers } from './handlers/index.ts';
import { imagesMount } from './images/mount.ts';
import { capRecords } from './limits/caps.ts';
import type { Logger } from './log/logger.ts';
import { refundControlMount } from './orders/refund-control.ts';
import { sandboxMount } from './sandbox/mount.ts';
import { createSeed } from './store/seed.ts';
import type { Store } from './store/store.ts';

/** Top-level fields a state file's store must have to be used (otherwise the mock re-seeds). */
const STORE_SHAPE = {
  version: 'number',
  seededAt: 'string',
  counters: 'object',
  users: 'array',
  events: 'array',
  mentors: 'array',
  orders: 'array',
  payments: 'array',
} as const;

const looksLikeStore = (value: unknown): value is Store =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(STORE_SHAPE).every(([key, kind]) => {
    const field: unknown = Reflect.get(value, key);
    return kind === 'array' ? Array.isArray(field) : typeof field === kind && field !== null;
  });

/** The whole mock: the real table, handlers, seed, payment sandbox, images and the refund decision control. */
export function createMockApi(options: { env: Env; clock?: Clock; log?: Logger }): MockApp<Store> {
  return createApp({
    ...options,
    handlers,
    seed: createSeed,
    isStore: looksLikeStore,
    mounts: [sandboxMount, imagesMount, refundControlMount],
    afterChange: capRecords,
  });
}
