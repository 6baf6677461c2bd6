import { commonMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { infraApp } from './setup-test-app.ts';

const expired = { status: 0, message: commonMessages.sessionExpired };
const thing = { name: 'Tea', email: 'a@b.co', quantity: 1 };

describe('auth: required', () => {
  it('answers 401 without a token', async () => {
    const { client } = infraApp();
    expect(await client.post('things', thing)).toMatchObject({ status: 401, body: expired });
  });

  it('answers 401 for a malformed header or token', async () => {
    const { client } = infraApp();
    const token = client.signIn(7);
    expect((await client.post('things', thing, { authorization: token })).status).toBe(401);
    expect((await client.post('things', thing, { authorization: 'Basic abc' })).status).toBe(401);
    expect((await client.post('things', thing, { token: 'not-hex' })).status).toBe(401);
    expect((await client.post('things', thing, { token: `${token}00` })).status).toBe(401);
  });

  it('answers 401 for an unknown token', async () => {
    const { client } = infraApp();
    expect(await client.post('things', thing, { token: 'a'.repeat(64) })).toMatchObject({
      status: 401,
      body: expired,
    });
  });

  it('answers 401 once the token expires on the app clock (MOCK_TOKEN_TTL_S)', async () => {
    const { client, mock } = infraApp({ env: { MOCK_TOKEN_TTL_S: '60' } });
    const token = client.signIn(7);
    mock.clock.advance(59_000);
    expect((await client.post('things', thing, { token })).status).toBe(200);
    mock.clock.advance(1_000);
    expect(await client.post('things', thing, { token })).toMatchObject({ status: 401, body: expired });
  });

  it('answers 401 after the token is revoked', async () => {
    const { client, mock } = infraApp();
    const token = client.signIn(7);
    mock.state.sessions.revokeToken(token);
    expect((await client.post('things', thing, { token })).status).toBe(401);
  });

  it('passes the caller to the handler with a valid token', async () => {
    const { client, mock } = infraApp();
    const res = await client.post('things', thing, { token: client.signIn(7) });
    expect(res).toMatchObject({ status: 200, body: { status: 1, message: 'Added 1 × Tea' } });
    expect(mock.state.store.things).toEqual(['Tea']);
  });
});

describe('auth: optional', () => {
  it('serves a guest without a token and a member with one', async () => {
    const { client } = infraApp();
    const guest = await client.get('things/{slug}', { slug: 'a' });
    expect(guest).toMatchObject({ status: 200, body: { data: { userId: null } } });
    const member = await client.get('things/{slug}', { slug: 'a' }, { token: client.signIn(3) });
    expect(member).toMatchObject({ status: 200, body: { data: { userId: 3 } } });
  });

  it('answers 401 when a token is present but unknown, malformed or expired', async () => {
    const { client, mock } = infraApp();
    expect((await client.get('things/{slug}', { slug: 'a' }, { token: 'b'.repeat(64) })).status).toBe(401);
    expect((await client.get('things/{slug}', { slug: 'a' }, { authorization: 'Bearer' })).status).toBe(401);
    const token = client.signIn(3);
    mock.clock.advance(86_400_000);
    expect(await client.get('things/{slug}', { slug: 'a' }, { token })).toMatchObject({
      status: 401,
      body: expired,
    });
  });
});

describe('auth: none', () => {
  it('ignores any Authorization header', async () => {
    const { client } = infraApp();
    expect((await client.get('count', {}, { token: 'garbage' })).status).toBe(200);
  });
});
