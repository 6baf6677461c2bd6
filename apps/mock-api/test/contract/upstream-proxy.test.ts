import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import { memoryLogger } from '../../src/log/logger.ts';
import { createMockApi } from '../../src/mock-api.ts';
import { driftingUpstream } from './drifting-upstream.ts';

const upstreamMock = createMockApi({ env: parseEnv({ MOCK_LOG: '0' }) }).app;
const upstream = serve({
  fetch: driftingUpstream(async (r) => upstreamMock.fetch(r)),
  port: 0,
  hostname: '127.0.0.1',
});
let upstreamBase = '';

beforeAll(async () => {
  await new Promise<void>((resolve) =>
    upstream.listening ? resolve() : upstream.once('listening', resolve),
  );
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/`;
});
afterAll(() => upstream.close());

interface DriftReport {
  upstream: string | null;
  fallback: boolean;
  totals: { calls: number; drifts: number; fallbacks: number };
  drifts: { side: string }[];
  calls: unknown[];
}

function proxy(vars: Record<string, string>) {
  const log = memoryLogger();
  const { app } = createMockApi({ env: parseEnv({ MOCK_LOG: '0', ...vars }), log });
  const call = async (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const drift = async () =>
    ((await (await app.request('/__mock/drift')).json()) as { data: DriftReport }).data;
  return { app, log, call, drift };
}

describe('MOCK_UPSTREAM: the validating proxy', () => {
  it('passes the upstream answer through unchanged and records its drifts (log line and GET /__mock/drift)', async () => {
    const p = proxy({ MOCK_UPSTREAM: upstreamBase });
    const res = await p.call('GET', '/api/mentors');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-lwl-answered-by')).toBe('upstream');
    const body = (await res.json()) as { data: { id: unknown }[] };
    expect(body.data[0]?.id).toBe('1');
    const teapot = await p.call('GET', '/api/ventures');
    expect(teapot.status).toBe(418);

    const report = await p.drift();
    expect(report).toMatchObject({ upstream: upstreamBase, fallback: false, totals: { calls: 2 } });
    expect(report.drifts).toContainEqual(
      expect.objectContaining({
        operation: 'GET mentors',
        side: 'response',
        status: 200,
        path: 'data.0.id',
        expected: 'number',
        received: '"1"',
      }),
    );
    expect(report.drifts).toContainEqual(
      expect.objectContaining({ operation: 'GET ventures', status: 418, path: '(status)', received: '418' }),
    );
    expect(p.log.lines).toContain(
      '[drift] GET mentors response 200 data.0.id: expected number, received "1"',
    );

    const cleared = (await (
      await p.app.request('/__mock/drift', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as {
      data: DriftReport;
    };
    expect(cleared.data).toMatchObject({
      totals: { calls: 0, drifts: 0, fallbacks: 0 },
      drifts: [],
      calls: [],
    });
    expect((await p.drift()).drifts).toEqual([]);
  });

  it('records a request that breaks the contract, and still forwards it', async () => {
    const p = proxy({ MOCK_UPSTREAM: upstreamBase });
    const res = await p.call('POST', '/api/event-payment', { name: 'A', quantity: 'many', event_id: 1 });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-lwl-answered-by')).toBe('upstream');
    const report = await p.drift();
    expect(report.drifts).toContainEqual(
      expect.objectContaining({ operation: 'POST event-payment', side: 'request', status: null }),
    );
    expect(report.drifts.filter((d: { side: string }) => d.side === 'response')).toEqual([]);
  });

  it('without fallback, a missing endpoint passes through as a drift', async () => {
    const p = proxy({ MOCK_UPSTREAM: upstreamBase });
    const res = await p.call('GET', '/api/videos');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Cannot GET /api/videos');
    expect((await p.drift()).drifts).toContainEqual(
      expect.objectContaining({ operation: 'GET videos', status: 404 }),
    );
  });

  it('with MOCK_UPSTREAM_FALLBACK=1, the mock answers what the upstream lacks; a contract 404 still passes through', async () => {
    const p = proxy({ MOCK_UPSTREAM: upstreamBase, MOCK_UPSTREAM_FALLBACK: '1' });
    const missing = await p.call('GET', '/api/videos');
    expect(missing.headers.get('x-lwl-answered-by')).toBe('mock');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ status: 0 });

    const unknown = await p.call('GET', '/api/events/no-such-event');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-lwl-answered-by')).toBe('upstream');

    const report = await p.drift();
    expect(report.calls).toContainEqual(
      expect.objectContaining({ operation: 'GET videos', source: 'mock', reason: 'upstream answered 404' }),
    );
    expect(report.totals).toMatchObject({ calls: 2, fallbacks: 1 });
  });

  it('an unreachable upstream: 502 without fallback, the mock with it', async () => {
    const gone = 'http://127.0.0.1:9/api/';
    const without = await proxy({ MOCK_UPSTREAM: gone }).call('GET', '/api/events');
    expect(without.status).toBe(502);
    expect(await without.json()).toEqual({
      status: 0,
      message: 'The upstream backend could not be reached.',
    });
    const p = proxy({ MOCK_UPSTREAM: gone, MOCK_UPSTREAM_FALLBACK: '1' });
    const res = await p.call('GET', '/api/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-lwl-answered-by')).toBe('mock');
    expect((await p.drift()).calls[0]).toMatchObject({
      source: 'mock',
      reason: expect.stringMatching(/^upstream unreachable/),
    });
  });

  it('without MOCK_UPSTREAM, GET /__mock/drift says so and the mock answers', async () => {
    const p = proxy({});
    expect(await p.drift()).toEqual({
      upstream: null,
      fallback: false,
      totals: { calls: 0, drifts: 0, fallbacks: 0 },
      drifts: [],
      calls: [],
    });
    expect((await p.call('GET', '/api/events')).headers.get('x-lwl-answered-by')).toBeNull();
  });
});
