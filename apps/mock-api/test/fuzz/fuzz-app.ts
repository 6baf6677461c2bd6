import { endpoints } from '@lwl/schemas';
import { handlers } from '../../src/handlers/index.ts';
import { imagesMount } from '../../src/images/mount.ts';
import { capRecords } from '../../src/limits/caps.ts';
import { LOOPBACK_PEER } from '../../src/mock-api.ts';
import { paymentWebhookMount } from '../../src/orders/payment-webhook.ts';
import { checkStore } from '../../src/persistence/check-store.ts';
import { sandboxMount } from '../../src/sandbox/mount.ts';
import { createSeed } from '../../src/store/seed.ts';
import type { Store } from '../../src/store/store.ts';
import { type TestApp, testApp } from '../client.ts';

/** The whole mock (real table, handlers, seed, sandbox) on the test clock, for fuzzing and audits. */
export function wholeMock(env: Record<string, string> = {}): TestApp<Store> {
  const deliver = (request: Request) => mock.app.fetch(request, LOOPBACK_PEER);
  const mock: TestApp<Store> = testApp({
    table: endpoints,
    handlers,
    seed: createSeed,
    mounts: [sandboxMount(deliver), paymentWebhookMount, imagesMount],
    afterChange: capRecords,
    checkStore,
    env,
  });
  return mock;
}

/** A fuzz request for a report: Blobs as their size, long strings cut. */
export function describeValue(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Blob) return `<Blob ${v.size} bytes>`;
    if (v instanceof Uint8Array) return `<${v.length} bytes>`;
    if (typeof v === 'string' && v.length > 120) return `${v.slice(0, 60)}…(${v.length} chars)`;
    return v;
  });
}
