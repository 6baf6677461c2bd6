import { afterEach, describe, expect, it } from 'vitest';
import { type Listening, listen } from '../src/listen.ts';
import { infraApp } from './setup-test-app.ts';

type Client = ReturnType<typeof infraApp>['client'];

/** What a call met: its status, and `drop` for a closed connection. */
const outcome = (res: { status: number; headers: Headers }) =>
  res.headers.get('x-lwl-chaos') === 'drop' ? 'drop' : res.status;

/** `rounds` calls of each of two operations, interleaved in the order given; each operation's outcomes. */
async function run(client: Client, rounds: number, countFirst: boolean) {
  const count: Array<number | string> = [];
  const things: Array<number | string> = [];
  for (let i = 0; i < rounds; i++) {
    const callCount = async () => count.push(outcome(await client.get('count')));
    const callThings = async () => things.push(outcome(await client.get('things/{slug}', { slug: 'a' })));
    if (countFirst || i % 3 === 0) {
      await callCount();
      await callThings();
    } else {
      await callThings();
      await callCount();
    }
  }
  return { count, things };
}

const CHAOS = { seed: 42, errorRate: 0.4, dropRate: 0.1 };

describe('PUT /__mock/chaos', () => {
  it('faults the API calls reproducibly from the seed, each from its documented statuses', async () => {
    const { client } = infraApp();
    expect((await client.mock('PUT', '/__mock/chaos', CHAOS)).body).toEqual({
      status: 1,
      data: { ...CHAOS, latencyMs: [0, 0] },
    });
    const first = await run(client, 40, true);
    // the same seed again, calls interleaved differently: each operation meets the same faults
    await client.mock('PUT', '/__mock/chaos', CHAOS);
    const second = await run(client, 40, false);
    expect(second).toEqual(first);
    // faults of every kind happened, from each call's documented statuses (GET count documents none: 500)
    expect(new Set(first.count)).toEqual(new Set([200, 500, 'drop']));
    expect(first.things.every((s) => [200, 403, 404, 500, 'drop'].includes(s))).toBe(true);
    expect(first.things.filter((s) => s !== 200 && s !== 'drop').length).toBeGreaterThan(5);
    // another seed, other faults
    await client.mock('PUT', '/__mock/chaos', { ...CHAOS, seed: 7 });
    expect(await run(client, 40, true)).not.toEqual(first);
  });

  it('answers a faulted call like a forced scenario, marked x-lwl-chaos', async () => {
    const { client } = infraApp();
    await client.mock('PUT', '/__mock/chaos', { seed: 1, errorRate: 1 });
    const res = await client.get('count');
    expect(res).toMatchObject({ status: 500, body: { status: 0, message: expect.any(String) } });
    expect(res.headers.get('x-lwl-chaos')).toBe('500');
  });

  it('delays every call by a draw from latencyMs', async () => {
    const { client } = infraApp();
    await client.mock('PUT', '/__mock/chaos', { seed: 3, latencyMs: [60, 80] });
    const started = performance.now();
    expect((await client.get('count')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('never touches the /__mock controls; DELETE and a reset end it', async () => {
    const { client } = infraApp();
    await client.mock('PUT', '/__mock/chaos', { seed: 5, errorRate: 1, dropRate: 0.5 });
    for (let i = 0; i < 10; i++) {
      expect((await client.mock('GET', '/__mock/scenarios')).status).toBe(200);
      expect((await client.mock('GET', '/__mock/chaos')).status).toBe(200);
      expect((await client.mock('GET', '/openapi.json')).status).toBe(200);
    }
    expect((await client.mock('DELETE', '/__mock/chaos')).body).toEqual({ status: 1, data: null });
    for (let i = 0; i < 10; i++) expect((await client.get('count')).status).toBe(200);
    await client.mock('PUT', '/__mock/chaos', { seed: 5, errorRate: 1 });
    await client.mock('POST', '/__mock/reset');
    expect((await client.get('count')).status).toBe(200);
    expect((await client.mock('GET', '/__mock/chaos')).body).toEqual({ status: 1, data: null });
  });

  it('draws a seed when none is sent, and answers it to replay the run', async () => {
    const { client } = infraApp();
    const res = await client.mock('PUT', '/__mock/chaos', { errorRate: 0.5 });
    expect(res.body).toMatchObject({ status: 1, data: { seed: expect.any(Number), errorRate: 0.5 } });
  });

  it('refuses bad settings with 400 naming the field', async () => {
    const { client } = infraApp();
    for (const [body, message] of [
      [{ errorRate: 2 }, /errorRate must be from 0 to 1/],
      [{ dropRate: 'lots' }, /dropRate must be a number/],
      [{ latencyMs: [500, 100] }, /min ≤ max/],
      [{ latencyMs: 100 }, /latencyMs must be \[min, max\]/],
      [{ seed: -1 }, /seed must be from 0/],
      [{ chaos: true }, /Unrecognized key|Send \{/],
    ] as const) {
      const res = await client.mock('PUT', '/__mock/chaos', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { message: string }).message).toMatch(message);
    }
    expect((await client.mock('GET', '/__mock/chaos')).body).toEqual({ status: 1, data: null });
  });
});

describe('a chaos drop over a socket', () => {
  const open: Listening[] = [];
  afterEach(async () => {
    for (const l of open.splice(0)) await new Promise<void>((done) => l.close(done));
  });

  it('closes the connection without an answer', async () => {
    const { mock, client } = infraApp();
    const listening = await listen(mock.app, '127.0.0.1', 0, false);
    open.push(listening);
    await client.mock('PUT', '/__mock/chaos', { seed: 9, dropRate: 1 });
    await expect(
      fetch(`http://127.0.0.1:${listening.port}/api/count`, {
        headers: { dynamickey: await client.keyFor() },
      }),
    ).rejects.toThrow();
    await client.mock('DELETE', '/__mock/chaos');
    const res = await fetch(`http://127.0.0.1:${listening.port}/api/count`, {
      headers: { dynamickey: await client.keyFor() },
    });
    expect(res.status).toBe(200);
  });
});
