import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';
import { afterAll, describe, expect, inject, it, type TestContext } from 'vitest';
import { EXAMPLE_ACCOUNT } from '../../src/openapi/seed-examples.ts';
import { requestLogSize } from '../scale.ts';

/**
 * The request log of the real server process (`src/server.ts`, bundled; default configuration: log on),
 * with its standard output on a file and on a pipe: every answered request has its line, lines reach the
 * file while the mock runs, SIGTERM loses none, and no secret a client sends is ever written. Each test
 * has a mock of its own, so the tests run side by side.
 */
const work = mkdtempSync(join(tmpdir(), 'lwl-request-log-'));
/** The server's bundle, made once for the run (test/server-bundle.ts). */
const SERVER = inject('serverBundle');
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Mock {
  child: ChildProcess;
  origin: string;
  /** Everything written to standard output so far. */
  output: () => string;
  /** SIGTERM, then the whole output once the process has exited. */
  stop: () => Promise<string>;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) =>
    child.exitCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code)),
  );

/** Starts a mock for the test of `context`; one the test leaves running is killed when it ends. */
async function startMock(stdout: 'file' | 'pipe', context: TestContext): Promise<Mock> {
  const file = join(work, `stdout-${Date.now()}-${Math.random().toString(36).slice(2)}.log`);
  const fd = stdout === 'file' ? openSync(file, 'w') : undefined;
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '', PORT: '0', MOCK_LOG: '', MOCK_DATA_FILE: '', NODE_ENV: 'development' },
    stdio: ['ignore', fd ?? 'pipe', 'pipe'],
  });
  context.onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  if (fd !== undefined) closeSync(fd);
  let piped = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    piped += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const output = () => (stdout === 'file' ? readFileSync(file, 'utf8') : piped);
  const deadline = Date.now() + 30_000;
  let port: string | undefined;
  while (!port) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`mock did not start: ${output()}${errors}`);
    port = /http:\/\/localhost:(\d+)\/api\//.exec(output())?.[1];
    if (!port) await sleep(50);
  }
  return {
    child,
    origin: `http://localhost:${port}`,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      // A pipe's last bytes arrive after the exit event; 'close' says the stream is done.
      if (child.stdout && !child.stdout.closed)
        await new Promise((done) => child.stdout?.once('close', done));
      return output();
    },
  };
}

async function get(origin: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${path}`, {
    headers: { [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()), ...headers },
  });
  await res.arrayBuffer();
  return res.status;
}

async function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DYNAMIC_KEY_HEADER]: await dynamicKey(new Date()),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const requestLines = (output: string, path: string) =>
  output.split('\n').filter((line) => new RegExp(`^GET ${path} 200 \\d+(\\.\\d+)?ms$`).test(line));

/** N requests, 20 at a time, each answered before SIGTERM. */
async function load(origin: string, count: number) {
  for (let sent = 0; sent < count; sent += 20) {
    const statuses = await Promise.all(
      Array.from({ length: Math.min(20, count - sent) }, () => get(origin, '/api/events')),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  }
}

describe.concurrent.each(['file', 'pipe'] as const)('the request log on a %s', (stdout) => {
  it('writes one line per request (method, path, status, time) and loses none at SIGTERM', async (context) => {
    const mock = await startMock(stdout, context);
    const count = requestLogSize.requests;
    await load(mock.origin, count);
    const output = await mock.stop();
    expect(requestLines(output, '/api/events')).toHaveLength(count);
    // The shutdown line comes after the last request line: nothing was written out of order.
    expect(output.trimEnd().split('\n').at(-1)).toBe('SIGTERM: stopping the mock API');
  }, 60_000);

  it('writes lines while the mock runs, without waiting for a full batch or the exit', async (context) => {
    const mock = await startMock(stdout, context);
    try {
      expect(await get(mock.origin, '/api/mentors')).toBe(200);
      // Poll: the flush interval decides when, this test only that it happens without an exit.
      const deadline = Date.now() + 10_000;
      while (requestLines(mock.output(), '/api/mentors').length === 0 && Date.now() < deadline)
        await sleep(50);
      expect(requestLines(mock.output(), '/api/mentors')).toHaveLength(1);
      expect(mock.child.exitCode).toBeNull();
    } finally {
      await mock.stop();
    }
  }, 60_000);
});

describe.concurrent('secrets in the log', () => {
  it('never writes a password, token, OTP, dynamickey or payment signature, from bodies, headers or query strings', async (context) => {
    const mock = await startMock('file', context);
    const password = 'Pw-5ecret-in-a-body-91';
    const signature = 'ab'.repeat(32);
    const key = await dynamicKey(new Date());
    const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;

    // Login: the password in the body (a wrong one, and the right one), the token it gives back.
    expect((await post(mock.origin, '/api/login', { email: EXAMPLE_ACCOUNT.email, password })).status).toBe(
      400,
    );
    const login = await post(mock.origin, '/api/login', EXAMPLE_ACCOUNT);
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    expect(await get(mock.origin, '/api/user', { authorization: `Bearer ${token}` })).toBe(200);

    // Password reset: the OTP (read from the outbox, as a developer would) in the verify and reset bodies.
    expect((await post(mock.origin, '/api/forgot-password', { email: EXAMPLE_ACCOUNT.email })).status).toBe(
      200,
    );
    const outbox = (await (await fetch(`${mock.origin}/__mock/outbox`)).json()) as { otp: string }[];
    const otp = outbox[0]?.otp ?? '';
    expect(otp).toMatch(/^\d{6}$/);
    const reset = { email: EXAMPLE_ACCOUNT.email, token: otp, password: EXAMPLE_ACCOUNT.password };
    expect((await post(mock.origin, '/api/verify-token', { email: reset.email, token: otp })).status).toBe(
      200,
    );
    expect((await post(mock.origin, '/api/reset-password', reset)).status).toBe(200);

    // A payment callback with a (wrong) provider signature.
    const callback = {
      razorpay_order_id: 'order_X',
      razorpay_payment_id: 'pay_X',
      razorpay_signature: signature,
    };
    expect((await post(mock.origin, '/api/event-payment-callback', callback)).status).toBeGreaterThanOrEqual(
      400,
    );

    // Each secret again in a query string, on a known route and on an unknown one.
    const secrets = { password, token, otp, dynamickey: key, razorpay_signature: signature };
    expect(await get(mock.origin, `/api/events${query(secrets)}`)).toBe(200);
    expect(await get(mock.origin, `/api/nowhere${query(secrets)}`)).toBe(404);
    // The reset ended the account's sessions: the token is refused now, and still sent.
    expect(await get(mock.origin, `/api/user${query(secrets)}`, { authorization: `Bearer ${token}` })).toBe(
      401,
    );

    const output = await mock.stop();
    const lines = output.split('\n');
    // The requests were logged...
    expect(lines.filter((line) => /^(GET|POST) \/api\/\S+ \d{3} /.test(line)).length).toBe(10);
    // ...and no secret is anywhere in the output, except the OTP in the outbox's own line: the mock's
    // stand-in for the e-mail, which the team's design has the server log print.
    for (const secret of [password, token, key, signature]) expect(output).not.toContain(secret);
    expect(lines.filter((line) => line.includes(otp))).toEqual([
      `[outbox] to=${EXAMPLE_ACCOUNT.email} subject="${lines.find((l) => l.startsWith('[outbox]'))?.match(/subject="([^"]*)"/)?.[1]}" otp=${otp}`,
    ]);
  }, 60_000);
});
