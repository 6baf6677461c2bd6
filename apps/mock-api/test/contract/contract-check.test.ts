import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type CheckRow, checkBackend, exitCodeOf, formatReport } from '@lwl/contract-check';
import { endpoints } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/env.ts';
import { createMockApi } from '../../src/mock-api.ts';
import { EXAMPLE_ACCOUNT } from '../../src/openapi/seed-examples.ts';
import { runNode } from './cli.ts';
import { driftingUpstream } from './drifting-upstream.ts';

// The mock answers local hosts only (MOCK_ALLOWED_HOSTS adds others).
const BASE = 'http://localhost/api/';
const freshMock = () => {
  const { app } = createMockApi({ env: parseEnv({ MOCK_LOG: '0' }) });
  return async (request: Request) => app.fetch(request);
};
const rowOf = (rows: CheckRow[], operation: string) => rows.find((r) => r.operation === operation);

describe('contract:check against the mock', () => {
  it('finds every answer as the contract says, reads and writes, signed in', async () => {
    const rows = await checkBackend({ baseUrl: BASE, ...EXAMPLE_ACCOUNT, writes: true, fetch: freshMock() });
    // One row per operation of the table (the specs' 44 and the extensions).
    expect(rows.map((r) => r.operation).sort()).toEqual(Object.keys(endpoints).sort());
    expect(rows.filter((r) => r.verdict !== 'ok')).toEqual([]);
    expect(exitCodeOf(rows)).toBe(0);
  });

  it('calls only reads without --writes, and skips calls that need a token without an account', async () => {
    const rows = await checkBackend({ baseUrl: BASE, fetch: freshMock() });
    expect(rowOf(rows, 'POST event-payment')).toMatchObject({ verdict: 'skipped', status: null });
    expect(rowOf(rows, 'GET user')).toMatchObject({
      verdict: 'skipped',
      note: expect.stringMatching(/--email/),
    });
    expect(rowOf(rows, 'GET events')).toMatchObject({ verdict: 'ok', status: 200 });
    expect(rows.filter((r) => r.verdict === 'drift')).toEqual([]);
  });
});

describe('contract:check against a drifting backend', () => {
  it('reports each drift with its path, expected and received, and exits 1', async () => {
    const rows = await checkBackend({ baseUrl: BASE, fetch: driftingUpstream(freshMock()) });
    expect(rowOf(rows, 'GET events')?.drifts).toContainEqual({
      path: 'data.0.slug',
      expected: 'string',
      received: 'missing',
    });
    expect(rowOf(rows, 'GET mentors')?.drifts).toContainEqual({
      path: 'data.0.id',
      expected: 'number',
      received: '"1"',
    });
    expect(rowOf(rows, 'GET ventures')).toMatchObject({
      status: 418,
      verdict: 'drift',
      drifts: [{ path: '(status)', expected: '200 or 401, 403, 500', received: '418' }],
    });
    expect(rowOf(rows, 'GET past-events')).toMatchObject({ verdict: 'ok' });
    expect(exitCodeOf(rows)).toBe(1);
    const report = formatReport(rows);
    expect(report).toMatch(/GET mentors\s+200\s+drift\s+data\.0\.id: expected number, received "1"/);
  });
});

describe('npm run contract:check', () => {
  const { app } = createMockApi({ env: parseEnv({ MOCK_LOG: '0' }) });
  const server = serve({
    fetch: driftingUpstream(async (r) => app.fetch(r)),
    port: 0,
    hostname: '127.0.0.1',
  });
  afterAll(() => server.close());

  it('prints the table and exits 1 on drift; exits 2 on bad arguments', async () => {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const cli = join(import.meta.dirname, '../../../../tools/contract-check/src/cli.ts');
    // Two processes at once: most of each one's time is tsx compiling the CLI on its own start.
    const [run, bad] = await Promise.all([
      runNode(['--import', 'tsx', cli, '--base', base]),
      runNode(['--import', 'tsx', cli, '--base', 'localhost:8787']),
    ]);
    expect(run.stdout).toMatch(/^endpoint\s+status\s+result\s+detail$/m);
    expect(run.stdout).toMatch(/GET ventures\s+418\s+drift/);
    expect(run.code).toBe(1);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--base must be an http\(s\) URL/);
  }, 60_000);
});
