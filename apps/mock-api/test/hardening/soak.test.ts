import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport } from '../../scripts/soak.ts';
import { driveTraffic, emptyCounts } from '../../scripts/soak-traffic.ts';
import { parseEnv } from '../../src/env.ts';
import { type Listening, listen } from '../../src/listen.ts';
import { memoryLogger } from '../../src/log/logger.ts';
import { createMockApi } from '../../src/mock-api.ts';
import { soakSize } from '../scale.ts';

/**
 * A short soak inside `npm test` (the 5-minute one is `npm run soak`; docs/bench.md has a run): for
 * `seconds`, or until `requests` are answered when test/scale.ts sets a count.
 */
const { seconds: SECONDS, requests: REQUESTS } = soakSize;
const LENGTH = REQUESTS === undefined ? `${SECONDS} s` : `${REQUESTS} requests (at most ${SECONDS} s)`;

describe('soak (short)', () => {
  const log = memoryLogger();
  const mock = createMockApi({ env: parseEnv({ MOCK_LOG: '0', NODE_ENV: 'test' }), log });
  let listening: Listening;
  beforeAll(async () => {
    listening = await listen(mock.app, '127.0.0.1', 0, false);
  });
  afterAll(() => new Promise<void>((done) => listening.close(done)));

  it(`${LENGTH} of mixed valid, invalid and abusive traffic: no 5xx, no unexpected status, caps hold`, async () => {
    const counts = emptyCounts();
    const started = Date.now();
    await driveTraffic({
      port: listening.port,
      until: started + SECONDS * 1000,
      maxRequests: REQUESTS,
      concurrency: 4,
      counts,
    });
    const report = formatReport({
      ...counts,
      seconds: (Date.now() - started) / 1000,
      rssMb: { start: null, max: null, end: null },
    });
    expect(counts.requests, report).toBeGreaterThan(100);
    expect(counts.serverErrors, report).toBe(0);
    expect(counts.unexpected, report).toBe(0);
    expect(log.errors, report).toEqual([]);
    const { state } = mock;
    const unpaid = state.store.orders.filter((o) => o.status === 'created').length;
    expect(unpaid).toBeLessThanOrEqual(state.env.MOCK_MAX_UNPAID_ORDERS * 50);
    expect(state.outbox.list().length).toBeLessThanOrEqual(state.env.MOCK_MAX_OUTBOX);
    const kept = state.guards.loginFailures.size();
    expect(Math.max(kept.pairs, kept.clients)).toBeLessThanOrEqual(10_000);
  }, 60_000);
});
