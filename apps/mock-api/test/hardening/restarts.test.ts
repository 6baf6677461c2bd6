import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { restartSize } from '../scale.ts';

/**
 * What a buyer holds survives restarts: the real server process (bundled once, test/server-bundle.ts)
 * restarts again and again on one `MOCK_DATA_FILE`, with purchases in between (event tickets and Venture
 * passes, by guests); after every start, every link ever given (receipt, ticket and invoice, by the
 * order's access key) answers 200 with the same key, the tickets have the same codes and the invoice the
 * same number. Stops alternate between SIGTERM and SIGKILL (an acknowledged purchase is on disk either way).
 */
const { restarts: RESTARTS, purchasesEach: PURCHASES_EACH } = restartSize;
const bundle = inject('serverBundle');
const work = mkdtempSync(join(tmpdir(), 'lwl-restarts-'));
const alive = new Set<ChildProcess>();
afterAll(() => {
  for (const child of alive) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true, maxRetries: 5 });
});

interface Running {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

function start(file: string): Promise<Running> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, HOST: '', PORT: '0', MOCK_LOG: '0', MOCK_DATA_FILE: file, MOCK_DATA_RESET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  let out = '';
  return new Promise((resolveStart, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /http:\/\/localhost:(\d+)\/api\//.exec(out)?.[1];
      if (port) resolveStart({ child, origin: `http://localhost:${port}`, output: () => out });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`mock exited (${code}) before listening: ${out}`)));
  });
}

async function stop(running: Running, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (running.child.exitCode !== null) return;
  const exited = new Promise((done) => running.child.once('exit', done));
  running.child.kill(signal);
  await exited;
}

async function call(origin: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function ok(origin: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await call(origin, method, path, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** What the buyer keeps of a purchase: the order, its key, its tickets' codes and its invoice's number. */
interface Held {
  orderId: string;
  key: string;
  codes: string[];
  invoice: string;
}

interface Receipt {
  tickets: { code: string }[];
  links: { receipt: string; ticket: string | null; invoice: string | null };
  invoice_number: string | null;
}

const keyOf = (link: string | null) => new URLSearchParams(link?.split('?')[1]?.split('#')[0]).get('key');

/** A guest's purchase, paid in the sandbox and confirmed: an event's tickets or a Venture pass. */
async function purchase(origin: string, n: number): Promise<Held> {
  const contact = {
    name: `Restart Buyer ${n}`,
    email: `restart.${n}@example.com`,
    company_name: 'Restart Ltd',
    designation: 'CTO',
    phone: '9876543210',
  };
  const venture = n % 3 === 2;
  const order = venture
    ? await ok(origin, 'POST', '/api/venture-payment', {
        ...contact,
        venture_id: 1,
        price_type: 'two_days_pass',
        member_type: 'non_member',
      })
    : await ok(origin, 'POST', '/api/event-payment', { ...contact, event_id: 1, quantity: 1 + (n % 3) });
  const orderId = String(order.order_id);
  const confirmation = await ok(origin, 'POST', '/__mock/checkout/pay', { order_id: orderId });
  await ok(
    origin,
    'POST',
    venture ? '/api/venture-payment-callback' : '/api/event-payment-callback',
    confirmation,
  );
  const key = String(order.access_key);
  const receipt = (await ok(origin, 'GET', `/api/orders/${orderId}?key=${encodeURIComponent(key)}`))
    .data as Receipt;
  expect(receipt.tickets).toHaveLength(venture ? 1 : 1 + (n % 3));
  for (const link of [receipt.links.receipt, receipt.links.ticket, receipt.links.invoice])
    expect(keyOf(link)).toBe(key);
  return { orderId, key, codes: receipt.tickets.map((t) => t.code), invoice: String(receipt.invoice_number) };
}

/** The links of a purchase that do not answer as they did when it was made (none, when all is kept). */
async function broken(origin: string, held: Held): Promise<string[]> {
  const problems: string[] = [];
  const key = encodeURIComponent(held.key);
  const receipt = await call(origin, 'GET', `/api/orders/${held.orderId}?key=${key}`);
  if (receipt.status !== 200) return [`${held.orderId}: receipt ${receipt.status}`];
  const data = receipt.body.data as Receipt;
  const codes = data.tickets.map((t) => t.code);
  if (JSON.stringify(codes) !== JSON.stringify(held.codes))
    problems.push(`${held.orderId}: codes ${codes.join(',')} were ${held.codes.join(',')}`);
  for (const link of [data.links.receipt, data.links.ticket, data.links.invoice])
    if (keyOf(link) !== held.key) problems.push(`${held.orderId}: link ${link} lost its key`);
  const invoice = await call(origin, 'GET', `/api/orders/${held.orderId}/invoice?key=${key}`);
  if (invoice.status !== 200) problems.push(`${held.orderId}: invoice ${invoice.status}`);
  else if ((invoice.body.data as { number: string }).number !== held.invoice)
    problems.push(`${held.orderId}: invoice ${JSON.stringify(invoice.body.data)} was ${held.invoice}`);
  return problems;
}

describe('restarts on MOCK_DATA_FILE', () => {
  it(`${RESTARTS} restarts of the server with purchases between: no link or ticket code breaks`, async () => {
    const file = join(work, 'state.json');
    const held: Held[] = [];
    const problems: string[] = [];
    let checked = 0;
    let bought = 0;
    for (let restart = 0; restart <= RESTARTS; restart++) {
      const running = await start(file);
      try {
        for (const purchaseHeld of held) {
          problems.push(...(await broken(running.origin, purchaseHeld)).map((p) => `start ${restart}: ${p}`));
          checked += 1;
        }
        for (let i = 0; i < PURCHASES_EACH; i++) held.push(await purchase(running.origin, bought++));
        expect(running.output()).not.toMatch(/upgraded/);
      } finally {
        await stop(running, restart % 2 === 0 ? 'SIGTERM' : 'SIGKILL');
      }
    }
    expect(problems).toEqual([]);
    expect(held).toHaveLength((RESTARTS + 1) * PURCHASES_EACH);
    // every purchase but the last start's was checked after each later start
    expect(checked).toBe((PURCHASES_EACH * RESTARTS * (RESTARTS + 1)) / 2);
    expect(new Set(held.flatMap((h) => h.codes)).size).toBe(held.reduce((sum, h) => sum + h.codes.length, 0));
  }, 240_000);
});
