import { commonMessages, type EndpointDef, endpoints } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { api } from '../client.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';

/**
 * Every operation of the table against bad `Authorization` headers. test/audit/error-causes.test.ts
 * already covers a missing and an unknown well-formed token on the 'required' operations; this adds the
 * malformed headers, expired tokens, and the 'optional' operations (a guest passes, a bad token does not).
 */

const TTL_S = 3_600;
const refused = { status: 401, body: { status: 0, message: commonMessages.sessionExpired } };

const seededPath = (path: string) =>
  path
    .replace('{slug}', path.startsWith('membership') ? 'titan' : SEED_IDS.upcomingOpenEventSlug)
    .replace('{id}', SEED_IDS.openMentorSlug)
    .replace('{offer_id}', '1')
    .replace('{number}', 'INV-2425-000001')
    .replace('{order_id}', 'order_AAAAAAAAAAAAAA');

const operations: [string, EndpointDef][] = Object.entries(endpoints);
const required = operations.filter(([, def]) => def.auth === 'required');
const optional = operations.filter(([, def]) => def.auth === 'optional');

/** Printable junk that is still a legal header value (no control characters). */
const junk = (length: number) =>
  Array.from({ length }, (_, i) => '!#$%&*+-.^_`|~0aZ=/'.charAt((i * 7) % 19)).join('');

/** Headers no client should get through with, each paired with a reason for the failure message. */
function malformedHeaders(validToken: string): [string, string][] {
  return [
    ['scheme only', 'Bearer'],
    ['scheme and blanks', 'Bearer   '],
    ['two tokens', 'Bearer x y'],
    ['a valid token followed by junk', `Bearer ${validToken} extra`],
    ['a valid token under another scheme', `Basic ${validToken}`],
    ['a valid token without a scheme', validToken],
    ['basic credentials', 'Basic abc'],
    ['300 characters of junk', junk(300)],
    ['a bearer token of 300 junk characters', `Bearer ${junk(300)}`],
  ];
}

async function signedInMock() {
  const mock = wholeMock({ MOCK_TOKEN_TTL_S: String(TTL_S) });
  const client = api(mock);
  const login = await client.post('login', { email: 'titan@lwl.test', password: 'Lwl@12345' });
  expect(login.status).toBe(200);
  const body = login.body as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('login answered no token');
  return { mock, client, token: body.token };
}

describe('hardening: tokens on every authenticated operation', () => {
  it('covers a real share of the table', () => {
    expect(required.length).toBeGreaterThan(10);
    expect(optional.length).toBeGreaterThan(5);
    for (const [operation, def] of [...required, ...optional]) expect(def.errors, operation).toContain(401);
  });

  it('refuses every malformed Authorization header with 401, required or optional', async () => {
    const { client, token } = await signedInMock();
    for (const [operation, def] of [...required, ...optional]) {
      for (const [reason, authorization] of malformedHeaders(token)) {
        const res = await client.request(def.method, seededPath(def.path), {}, { authorization });
        expect(res, `${operation} with ${reason}`).toMatchObject(refused);
      }
    }
  }, 20_000); // ~400 requests (9 headers × each authenticated operation): over 5 s on a busy machine

  it('accepts the same token when well formed (the refusals above are about the header, not the token)', async () => {
    const { client, token } = await signedInMock();
    for (const [operation, def] of [...required, ...optional]) {
      // A fresh token per call: an operation like logout revokes the one it gets.
      const fresh = operation === 'POST logout' ? client.signIn(SEED_IDS.titanUserId) : token;
      const res = await client.request(def.method, seededPath(def.path), {}, { token: fresh });
      expect(res.status, operation).not.toBe(401);
    }
  });

  it('refuses a login token once MOCK_TOKEN_TTL_S has passed on the app clock, and not a second before', async () => {
    const { mock, client, token } = await signedInMock();
    mock.clock.advance((TTL_S - 1) * 1000);
    const [probeOperation, probe] = required.find(([, def]) => def.method === 'GET') ?? [];
    if (!probe) throw new Error('no GET operation needs a token');
    expect((await client.request('GET', seededPath(probe.path), {}, { token })).status, probeOperation).toBe(
      200,
    );

    mock.clock.advance(1000);
    for (const [operation, def] of [...required, ...optional]) {
      const res = await client.request(def.method, seededPath(def.path), {}, { token });
      expect(res, operation).toMatchObject(refused);
    }
  });

  it("lets a guest without a header through every 'optional' operation", async () => {
    const { client } = await signedInMock();
    for (const [operation, def] of optional) {
      for (const authorization of [undefined, '', '   ']) {
        const res = await client.request(
          def.method,
          seededPath(def.path),
          {},
          authorization === undefined ? {} : { authorization },
        );
        expect(res.status, `${operation} with ${JSON.stringify(authorization)}`).not.toBe(401);
      }
    }
  });

  it("refuses an unknown well-formed token on every 'optional' operation", async () => {
    const { client } = await signedInMock();
    for (const [operation, def] of optional) {
      const res = await client.request(def.method, seededPath(def.path), {}, { token: 'a'.repeat(64) });
      expect(res, operation).toMatchObject(refused);
    }
  });
});
