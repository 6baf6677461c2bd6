import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readState } from '../read-state.ts';
import { killLoopSize } from '../scale.ts';

/**
 * `kill -9` loop on the persisted mock: lanes of real mock processes on a `MOCK_DATA_FILE` take
 * purchases (order, sandbox payment, callback) from two concurrent buyers, so state writes are nearly
 * always in flight, and are killed with SIGKILL at a random moment, `lanes × killsPerLane` times in all
 * (test/scale.ts). After every kill the file must parse and hold the last purchase the mock
 * acknowledged; then the lane restarts on it.
 */
const { lanes: LANES, killsPerLane: KILLS_PER_LANE } = killLoopSize;
const KILLS = LANES * KILLS_PER_LANE;
/** The kills fall in the first this many ms of traffic after an acknowledged purchase. */
const KILL_WINDOW_MS = 60;
const work = mkdtempSync(join(tmpdir(), 'lwl-kill-'));
/** The server's bundle, made once for the run (test/server-bundle.ts). */
const bundle = inject('serverBundle');

/** Mocks not killed yet. When a lane fails the test, the others are still going: they stop at the end. */
const alive = new Set<ChildProcess>();
let ended = false;

afterAll(() => {
  ended = true;
  for (const child of alive) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true, maxRetries: 5 });
});

interface Running {
  child: ChildProcess;
  origin: string;
}

function start(file: string): Promise<Running> {
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      HOST: '',
      PORT: '0',
      MOCK_LOG: '0',
      MOCK_DATA_FILE: file,
      MOCK_PERSIST_DEBOUNCE_MS: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  return new Promise((resolveStart, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /http:\/\/localhost:(\d+)\/api\//.exec(out)?.[1];
      if (port) resolveStart({ child, origin: `http://localhost:${port}` });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`mock exited (${code}) before listening: ${out}`)));
  });
}

async function call(origin: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw Object.assign(new Error(`${path} ${res.status}`), { status: res.status });
  return json;
}

/** One guest purchase; resolves with its order id once the callback is acknowledged. */
async function purchase(origin: string, buyer: string): Promise<string> {
  const order = await call(origin, '/api/event-payment', {
    name: 'Kill Loop',
    email: `${buyer}@example.com`,
    company_name: 'Acme',
    designation: 'CTO',
    phone: '9876543210',
    quantity: 1,
    event_id: 1,
  });
  // A kill between the payment and its callback leaves a payment taken: the buyer's next order answers
  // that order, paid (docs/decisions/0036), and its purchase is recorded.
  if (order.paid === true) return String(order.order_id);
  const confirmation = await call(origin, '/__mock/checkout/pay', { order_id: order.order_id });
  await call(origin, '/api/event-payment-callback', confirmation);
  return String(order.order_id);
}

interface StateFile {
  format: string;
  store: { eventPurchases: { order_id: string | null }[] };
}

async function lane(index: number): Promise<{ kills: number; acknowledged: number }> {
  const file = join(work, `lane-${index}`, 'state.json');
  let acknowledged = 0;
  for (let kill = 0; kill < KILLS_PER_LANE && !ended; kill++) {
    const running = await start(file);
    let last: string | null = null;
    let stop = false;
    const buyers = [0, 1].map(async (buyer) => {
      while (!stop) {
        try {
          // A buyer of her own per lane and start: the mock's hourly order limit per buyer stays far.
          last = await purchase(running.origin, `lane${index}-start${kill}-buyer${buyer}`);
          acknowledged += 1;
        } catch {
          return; // killed mid-purchase
        }
      }
    });
    // Let at least one purchase be acknowledged, then kill at a random moment of the traffic: each kill
    // of a lane in its own slice of the window, so that even a few kills fall at different moments.
    while (last === null && !ended) await new Promise((r) => setTimeout(r, 5));
    if (ended) break;
    const slice = KILL_WINDOW_MS / KILLS_PER_LANE;
    await new Promise((r) => setTimeout(r, Math.floor((kill + Math.random()) * slice)));
    const exited = new Promise((r) => running.child.once('exit', r));
    const acked: string | null = last;
    running.child.kill('SIGKILL');
    stop = true;
    await exited;
    await Promise.all(buyers);
    expect(existsSync(file)).toBe(true);
    // the state file and its journal, read as a start reads them
    const state = readState<StateFile['store']>(file);
    expect(state.format).toBe('lwl-mock-state');
    const orders = new Set(state.store.eventPurchases.map((p) => p.order_id));
    // Every purchase acknowledged before the kill signal is in the file (the last one proves it).
    expect(orders.has(acked), `lane ${index}, kill ${kill + 1}: ${acked} missing`).toBe(true);
  }
  return { kills: KILLS_PER_LANE, acknowledged };
}

describe('kill -9 loop on MOCK_DATA_FILE', () => {
  it(`survives ${KILLS} kills mid-write: the file always parses and holds the last acknowledged purchase`, async () => {
    const results = await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));
    expect(results.reduce((sum, r) => sum + r.kills, 0)).toBe(KILLS);
    expect(results.reduce((sum, r) => sum + r.acknowledged, 0)).toBeGreaterThanOrEqual(KILLS);
  }, 240_000);
});
