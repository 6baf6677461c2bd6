import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { endpoints, errorBodySchema } from '@lwl/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import { createMockApi } from '../../src/mock-api.ts';
import { EXEMPT_OPERATIONS } from '../../src/openapi/seed-examples.ts';
import { documentedStatuses } from '../../src/scenarios/scenarios.ts';
import { runCli } from './cli.ts';
import { portmanConfig } from './portman-config.ts';

/** What Newman's summary (as its JSON report writes it) says about one request. */
interface Execution {
  item: { request: { method: string; url: { path: string[] } } };
  response: { code: number; stream: { data: number[] } };
  assertions?: { assertion: string; error?: { message: string } }[];
}

interface NewmanRun {
  executions: Execution[];
  stats: { assertions: { total: number; failed: number } };
  /** What made the CLI exit non-zero: failed assertions, and errors (a script's, a request's). */
  failures: { error?: { message?: string } }[];
}

/**
 * Newman's own `run`, in this process: the CLI's work without a second Node loading Newman's modules.
 * Resolves with the run as its JSON reporter writes it (JSON, so Buffers are `{ data: [...] }`).
 */
const newman = createRequire(import.meta.url)('newman') as {
  run(
    options: { collection: string; reporters: string[] },
    done: (error: Error | null, summary: { run: unknown }) => void,
  ): unknown;
};
const runNewman = (collection: string) =>
  new Promise<NewmanRun>((resolve, reject) =>
    newman.run({ collection, reporters: [] }, (error, summary) =>
      error ? reject(error) : resolve(JSON.parse(JSON.stringify(summary.run)) as NewmanRun),
    ),
  );

const dir = mkdtempSync(join(tmpdir(), 'lwl-portman-'));
const { app } = createMockApi({ env: parseEnv({ MOCK_LOG: '0' }) });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
let executions: Execution[] = [];
let totals = { total: 0, failed: 0 };

/** The operation key of an executed request: `GET events/{slug}` for the item's `['api', 'events', ':slug']`. */
const operationOf = ({ item: { request } }: Execution) => {
  const path = request.url.path.slice(1).map((part) => part.replace(/^:(\w+)$/, '{$1}'));
  return `${request.method} ${path.join('/')}`;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  writeFileSync(join(dir, 'openapi.json'), await (await fetch(`${base}/openapi.json`)).text());
  writeFileSync(join(dir, 'portman-config.json'), JSON.stringify(portmanConfig()));
  const portman = await runCli(
    '@apideck/portman',
    'portman',
    ['-l', 'openapi.json', '-c', 'portman-config.json', '-o', 'collection.json'],
    dir,
  );
  if (portman.code !== 0) throw new Error(`portman: ${portman.stdout}${portman.stderr}`);
  // The collection calls the document's server: the origin it was fetched from.
  const run = await runNewman(join(dir, 'collection.json'));
  executions = run.executions;
  totals = run.stats.assertions;
  // The CLI's exit code: non-zero with no failed assertion is Newman itself failing.
  if (run.failures.length > 0 && totals.failed === 0)
    throw new Error(`newman: ${run.failures.map((f) => f.error?.message).join('\n')}`);
}, 110_000);

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a suite Portman generates from /openapi.json, run by Newman against a fresh mock', () => {
  it('calls every operation of the table once', () => {
    expect(executions.map(operationOf).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('passes every assertion', () => {
    const failures = executions.flatMap((e) =>
      (e.assertions ?? [])
        .filter((a) => a.error)
        .map((a) => `${operationOf(e)} ${e.response.code}: ${a.assertion}: ${a.error?.message}`),
    );
    expect(failures).toEqual([]);
    expect(totals.total).toBeGreaterThanOrEqual(Object.keys(endpoints).length * 3);
  });

  it('reads the order an earlier call made (FREE100: paid at once) through its order links', () => {
    const links = executions.filter((e) => operationOf(e).startsWith('GET orders/'));
    expect(links.map((e) => `${operationOf(e)} ${e.response.code}`).sort()).toEqual([
      'GET orders/{order_id} 200',
      'GET orders/{order_id}/invoice 200',
    ]);
  });

  it('exempts only operations that need a secret, and they answer a documented status with an error body', () => {
    expect(Object.keys(EXEMPT_OPERATIONS).sort()).toEqual([
      'GET attendee-tickets/{ticket}',
      'POST event-payment-callback',
      'POST membership-payment-callback',
      'POST mentor-payment-callback',
      'POST order-holders',
      'POST package-payment-callback',
      'POST reset-password',
      'POST venture-payment-callback',
      'POST verify-token',
    ]);
    for (const e of executions.filter((x) => Object.hasOwn(EXEMPT_OPERATIONS, operationOf(x)))) {
      const def = endpoints[operationOf(e) as keyof typeof endpoints];
      expect(documentedStatuses(def), operationOf(e)).toContain(e.response.code);
      const body: unknown = JSON.parse(Buffer.from(e.response.stream.data).toString('utf8'));
      expect(errorBodySchema.safeParse(body).success, operationOf(e)).toBe(true);
    }
  });
});
