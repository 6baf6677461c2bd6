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
import { sandboxMount } from './sandbox/mount.ts';
import { createSeed } from './store/seed.ts';
import type { Store } from './store/store.ts';

/** The whole mock: the real table, handlers, seed, payment sandbox, images and the refund decision control. */
export function createMockApi(options: { env: Env; clock?: Clock; log?: Logger }): MockApp<Store> {
  return createApp({
    ...options,
    handlers,
    seed: createSeed,
    checkStore,
    upgrade: giveOrderLinks,
    mounts: [sandboxMount, imagesMount, refundControlMount],
    afterChange: capRecords,
  });
}
