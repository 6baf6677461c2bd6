import { authMessages, commonMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { fullApp, MAVERICK, TITAN } from '../handlers/setup.ts';
import { authLimitsSize } from '../scale.ts';

const wrong = (email: string) => ({ email, password: 'Wrong@0000' });
/** Each failed login costs a scrypt: the quick size lowers the limits (their defaults: src/env.test.ts). */
const { loginFailures: FAILURES, sessionsPerUser: SESSIONS, timingSamples: SAMPLES } = authLimitsSize;
const limits = { MOCK_LOGIN_MAX_FAILURES: String(FAILURES), MOCK_MAX_SESSIONS_PER_USER: String(SESSIONS) };

/** Each failed login costs a scrypt; on a loaded 2-core machine a test of several takes more than the default 5 s. */
const SCRYPT_HEAVY = { timeout: 30_000 };

describe('login throttle', SCRYPT_HEAVY, () => {
  it(`answers 429 with Retry-After after ${FAILURES} failures for an account, even with the right password`, async () => {
    const { client, mock } = fullApp(limits);
    for (let i = 0; i < FAILURES; i++) {
      expect((await client.post('login', wrong(TITAN.email))).body).toEqual({
        status: 0,
        message: authMessages.invalidCredentials,
      });
    }
    const throttled = await client.post('login', TITAN);
    expect(throttled.status).toBe(429);
    expect(throttled).toMatchObject({
      status: 429,
      body: { status: 0, message: authMessages.tooManyLoginAttempts },
    });
    expect(Number(throttled.headers.get('retry-after'))).toBe(15 * 60);
    mock.clock.advance(15 * 60 * 1000 + 1);
    expect((await client.post('login', TITAN)).status).toBe(200);
  });

  it("counts per account: one account's failures, over both loopback addresses, never refuse another's", async () => {
    const { client } = fullApp(limits);
    const peers = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
    for (let i = 0; i < FAILURES; i++) {
      const res = await client.post('login', wrong(TITAN.email), { peer: peers[i % peers.length] });
      expect(res.status).toBe(400);
    }
    // the account is locked from every loopback address alike: they are one client
    for (const peer of peers) expect((await client.post('login', TITAN, { peer })).status).toBe(429);
    // another account from the same machine signs in
    expect((await client.post('login', MAVERICK, { peer: '::1' })).status).toBe(200);
    expect((await client.post('login', MAVERICK, { peer: '127.0.0.1' })).status).toBe(200);
    // and the locked account from another machine: the lock is the account+client pair's
    expect((await client.post('login', TITAN, { peer: '203.0.113.7' })).status).toBe(200);
  });

  it("locks a stranger's failures to the stranger: the owner signs in from elsewhere and locally", async () => {
    const { client } = fullApp(limits);
    const stranger = '203.0.113.7';
    for (let i = 0; i < FAILURES; i++) {
      // its IPv4-mapped form is the same client
      const peer = i % 2 === 0 ? stranger : `::ffff:${stranger}`;
      expect((await client.post('login', wrong(TITAN.email), { peer })).status).toBe(400);
    }
    const refused = await client.post('login', TITAN, { peer: stranger });
    expect(refused).toMatchObject({ status: 429, body: { message: authMessages.tooManyLoginAttempts } });
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    expect((await client.post('login', TITAN, { peer: '198.51.100.4' })).status).toBe(200);
    expect((await client.post('login', TITAN, { peer: '127.0.0.1' })).status).toBe(200);
    // the owner's success does not clear the stranger's lock
    expect((await client.post('login', TITAN, { peer: stranger })).status).toBe(429);
  });

  it('refuses a remote client spraying many accounts past its ceiling, and no other client', async () => {
    const ceiling = FAILURES + 1;
    const { client } = fullApp({ ...limits, MOCK_LOGIN_MAX_CLIENT_FAILURES: String(ceiling) });
    const sprayer = '203.0.113.7';
    for (let i = 0; i < ceiling; i++) {
      const peer = i % 2 === 0 ? sprayer : `::ffff:${sprayer}`;
      expect((await client.post('login', wrong(`probe${i}@example.com`), { peer })).status).toBe(400);
    }
    const res = await client.post('login', MAVERICK, { peer: sprayer });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // another machine, and this one's loopback, are not that client
    expect((await client.post('login', MAVERICK, { peer: '198.51.100.4' })).status).toBe(200);
    expect((await client.post('login', MAVERICK, { peer: '::1' })).status).toBe(200);
  });

  it('applies no client ceiling on loopback: failures across accounts there lock no other account', async () => {
    const ceiling = FAILURES + 1;
    const { client } = fullApp({ ...limits, MOCK_LOGIN_MAX_CLIENT_FAILURES: String(ceiling) });
    for (let i = 0; i <= ceiling; i++) {
      const peer = i % 2 === 0 ? '127.0.0.1' : '::1';
      expect((await client.post('login', wrong(`typo${i}@example.com`), { peer })).status).toBe(400);
    }
    expect((await client.post('login', MAVERICK, { peer: '::1' })).status).toBe(200);
    expect((await client.post('login', TITAN)).status).toBe(200);
  });

  it('a success clears the account count; a reset clears every count', async () => {
    const { client } = fullApp({ MOCK_LOGIN_MAX_FAILURES: '3' });
    await client.post('login', wrong(TITAN.email));
    await client.post('login', wrong(TITAN.email));
    expect((await client.post('login', TITAN)).status).toBe(200);
    for (let i = 0; i < 3; i++) await client.post('login', wrong(TITAN.email));
    expect((await client.post('login', TITAN)).status).toBe(429);
    expect((await client.mock('POST', '/__mock/reset')).status).toBe(200);
    expect((await client.post('login', TITAN)).status).toBe(200);
  });

  it('answers an unknown account and a wrong password with the same message, both after one scrypt', async () => {
    const { client } = fullApp({ MOCK_LOGIN_MAX_FAILURES: '1000', MOCK_LOGIN_MAX_CLIENT_FAILURES: '10000' });
    const time = async (email: string) => {
      const started = performance.now();
      const res = await client.post('login', wrong(email));
      expect(res.body).toEqual({ status: 0, message: authMessages.invalidCredentials });
      return performance.now() - started;
    };
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    // The fastest of each: a busy machine only ever adds time, so the minimum is the call's own cost.
    const ratio = () => Math.min(...unknown) / Math.min(...known);
    // Without the decoy hash an unknown e-mail answers in well under a millisecond against ~20-50 ms;
    // with two hashes it takes twice as long. A burst of load can hide a call's own cost from a few
    // samples, so more are taken (up to four times as many) until the two agree; a defect never does.
    const agrees = () => ratio() > 0.6 && ratio() < 1.6;
    for (let i = 0; i < SAMPLES * 4 && (i < SAMPLES || !agrees()); i++) {
      known.push(await time(TITAN.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    expect(ratio()).toBeGreaterThan(0.6);
    expect(ratio()).toBeLessThan(1.6);
  });
});

describe('forgot-password', () => {
  it('answers known and unknown addresses alike, sending a code only to an account', async () => {
    const { client, mock } = fullApp();
    const known = await client.post('forgot-password', { email: TITAN.email });
    const unknown = await client.post('forgot-password', { email: 'nobody@example.com' });
    expect(known).toMatchObject({ status: 200, body: { status: 1, message: authMessages.otpSentIfAccount } });
    expect(unknown.body).toEqual(known.body);
    expect(mock.state.outbox.list().map((m) => m.to)).toEqual([TITAN.email]);
  });

  it('sends at most 3 codes per address from one client per 10 minutes, then 429 (unknown addresses too)', async () => {
    const { client, mock } = fullApp();
    for (const email of [TITAN.email, 'nobody@example.com']) {
      for (let i = 0; i < 3; i++) expect((await client.post('forgot-password', { email })).status).toBe(200);
      const fourth = await client.post('forgot-password', { email: email.toUpperCase() });
      expect(fourth).toMatchObject({ status: 429, body: { message: authMessages.tooManyOtpRequests } });
      expect(Number(fourth.headers.get('retry-after'))).toBe(600);
    }
    expect(mock.state.outbox.list()).toHaveLength(3);
    mock.clock.advance(10 * 60 * 1000);
    expect((await client.post('forgot-password', { email: TITAN.email })).status).toBe(200);
  });

  it('sends at most 30 codes per remote client per 10 minutes across addresses, and none on loopback', async () => {
    const { client } = fullApp();
    const remote = '203.0.113.7';
    for (let i = 0; i < 30; i++) {
      const peer = i % 2 === 0 ? remote : `::ffff:${remote}`;
      expect((await client.post('forgot-password', { email: `n${i}@example.com` }, { peer })).status).toBe(
        200,
      );
      expect((await client.post('forgot-password', { email: `l${i}@example.com` })).status).toBe(200);
    }
    const refused = await client.post('forgot-password', { email: TITAN.email }, { peer: remote });
    expect(refused).toMatchObject({ status: 429, body: { message: authMessages.tooManyOtpRequests } });
    expect(
      (await client.post('forgot-password', { email: TITAN.email }, { peer: '198.51.100.4' })).status,
    ).toBe(200);
    // loopback is everyone on this machine: only the per-address limit applies there
    expect((await client.post('forgot-password', { email: MAVERICK.email })).status).toBe(200);
  });

  it("counts an address's codes per client: a stranger's requests do not stop its owner's", async () => {
    const { client, mock } = fullApp();
    const stranger = '203.0.113.7';
    for (let i = 0; i < 3; i++)
      expect((await client.post('forgot-password', { email: TITAN.email }, { peer: stranger })).status).toBe(
        200,
      );
    expect((await client.post('forgot-password', { email: TITAN.email }, { peer: stranger })).status).toBe(
      429,
    );
    expect((await client.post('forgot-password', { email: TITAN.email })).status).toBe(200);
    expect(mock.state.outbox.list()).toHaveLength(4);
  });
});

describe('POST logout (contract extension)', () => {
  it('revokes the token on the server', async () => {
    const { client } = fullApp();
    const login = await client.post('login', TITAN);
    const token = (login.body as { token: string }).token;
    expect((await client.get('user', {}, { token })).status).toBe(200);
    expect(await client.post('logout', {}, { token })).toMatchObject({
      status: 200,
      body: { status: 1, message: authMessages.loggedOut },
    });
    expect(await client.get('user', {}, { token })).toMatchObject({
      status: 401,
      body: { message: commonMessages.sessionExpired },
    });
    expect((await client.post('logout', {}, { token })).status).toBe(401);
  });

  it('is marked x-lwl-extension in the OpenAPI document, and 429 is documented on login', async () => {
    const { mock } = fullApp();
    const doc = (await (await mock.app.request('/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { 'x-lwl-extension'?: boolean; responses: Record<string, unknown> }>
      >;
    };
    expect(doc.paths['/api/logout']?.post?.['x-lwl-extension']).toBe(true);
    expect(doc.paths['/api/login']?.post?.['x-lwl-extension']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/login']?.post?.responses ?? {})).toContain('429');
    expect(Object.keys(doc.paths['/api/forgot-password']?.post?.responses ?? {})).toContain('429');
  });
});

describe('sessions per user', SCRYPT_HEAVY, () => {
  it(`keeps the newest ${SESSIONS}; the oldest token is refused`, async () => {
    const { client } = fullApp(limits);
    const tokens: string[] = [];
    for (let i = 0; i <= SESSIONS; i++)
      tokens.push(((await client.post('login', TITAN)).body as { token: string }).token);
    expect((await client.get('user', {}, { token: tokens[0] })).status).toBe(401);
    for (const token of tokens.slice(1)) expect((await client.get('user', {}, { token })).status).toBe(200);
  });
});
