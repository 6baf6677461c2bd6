import { commonMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { infraApp } from './setup-test-app.ts';

const thing = { name: 'Tea', email: 'a@b.co', quantity: 1 };

describe('Prefer: code=N', () => {
  it('answers each documented status with its documented body', async () => {
    const { client } = infraApp();
    const token = client.signIn(1);
    const expected: Record<number, string> = {
      400: commonMessages.somethingWrongTryAgain,
      401: commonMessages.sessionExpired,
      500: commonMessages.unexpected,
    };
    for (const [code, message] of Object.entries(expected)) {
      const res = await client.post('things', thing, { token, prefer: code });
      expect(res).toMatchObject({ status: Number(code), body: { status: 0, message } });
    }
    expect(await client.get('things/{slug}', { slug: 'a' }, { prefer: 404 })).toMatchObject({
      status: 404,
      body: { status: 0, message: commonMessages.recordNotFound },
    });
    expect((await client.post('upload', { title: 'x' }, { token, prefer: 413 })).body).toEqual({
      status: 0,
      message: commonMessages.tooLarge,
    });
  });

  it('forces the status before auth and validation, and leaves no trace', async () => {
    const { client, mock } = infraApp();
    expect((await client.post('things', {}, { prefer: 500 })).status).toBe(500);
    expect(mock.state.store.things).toEqual([]);
  });

  it('refuses an undocumented code with 400 naming the documented ones', async () => {
    const { client } = infraApp();
    const res = await client.post('things', thing, { prefer: 404 });
    expect(res).toMatchObject({
      status: 400,
      body: {
        status: 0,
        message: 'Status 404 is not documented for POST things; documented: 400, 401, 500.',
      },
    });
    expect((await client.get('count', {}, { prefer: 'teapot' })).body).toEqual({
      status: 0,
      message: 'Status teapot is not documented for GET count; documented: 500.',
    });
  });

  it('treats code=200 and a Prefer header without a code as a normal call', async () => {
    const { client } = infraApp();
    expect((await client.get('count', {}, { prefer: 200 })).status).toBe(200);
    expect((await client.get('count', {}, { headers: { prefer: 'return=minimal' } })).status).toBe(200);
  });

  it('still checks the dynamickey first', async () => {
    const { client } = infraApp();
    expect((await client.get('count', {}, { prefer: 500, dynamicKey: null })).status).toBe(403);
  });
});

describe('sticky scenarios', () => {
  it('PUT makes a status stick to an operation until DELETE; GET lists them', async () => {
    const { client } = infraApp();
    const put = await client.mock('PUT', '/__mock/scenarios', {
      'POST count': 500,
      'GET things/{slug}': 404,
    });
    expect(put).toMatchObject({
      status: 200,
      body: { status: 1, data: { 'POST count': 500, 'GET things/{slug}': 404 } },
    });
    for (let i = 0; i < 2; i++) expect((await client.post('count', { by: 1 })).status).toBe(500);
    expect((await client.get('things/{slug}', { slug: 'a' })).body).toEqual({
      status: 0,
      message: commonMessages.recordNotFound,
    });
    expect((await client.get('count')).status).toBe(200);
    expect((await client.mock('GET', '/__mock/scenarios')).body).toEqual({
      status: 1,
      data: { 'GET things/{slug}': 404, 'POST count': 500 },
    });
    expect((await client.mock('DELETE', '/__mock/scenarios')).body).toEqual({ status: 1, data: {} });
    expect((await client.post('count', { by: 1 })).status).toBe(200);
  });

  it('lets a Prefer header override a sticky scenario, and 200 remove one', async () => {
    const { client } = infraApp();
    await client.mock('PUT', '/__mock/scenarios', { 'POST count': 500 });
    expect((await client.post('count', { by: 1 }, { prefer: 400 })).status).toBe(400);
    expect((await client.post('count', { by: 1 }, { prefer: 200 })).status).toBe(200);
    await client.mock('PUT', '/__mock/scenarios', { 'POST count': 200 });
    expect((await client.mock('GET', '/__mock/scenarios')).body).toEqual({ status: 1, data: {} });
  });

  it('refuses an unknown operation or an undocumented code with 400, setting nothing', async () => {
    const { client } = infraApp();
    const unknown = await client.mock('PUT', '/__mock/scenarios', { 'POST nothing': 500 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      status: 0,
      message: expect.stringMatching(/^Unknown operation "POST nothing"; operations: .*POST count/),
    });
    const undocumented = await client.mock('PUT', '/__mock/scenarios', {
      'GET count': 500,
      'POST count': 401,
    });
    expect(undocumented.body).toEqual({
      status: 0,
      message: 'Status 401 is not documented for POST count; documented: 400, 500.',
    });
    expect((await client.mock('PUT', '/__mock/scenarios', ['x'])).status).toBe(400);
    expect((await client.mock('GET', '/__mock/scenarios')).body).toEqual({ status: 1, data: {} });
  });
});

describe('latency', () => {
  it('delays every /api call by the set milliseconds', async () => {
    const { client } = infraApp();
    expect((await client.mock('PUT', '/__mock/latency', { ms: 120 })).body).toEqual({ status: 1, ms: 120 });
    const started = performance.now();
    expect((await client.get('count')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect((await client.mock('GET', '/__mock/latency')).body).toEqual({ status: 1, ms: 120 });
  });

  it('refuses values outside 0–10000', async () => {
    const { client } = infraApp();
    for (const ms of [-1, 10_001, 'slow', 1.5]) {
      expect((await client.mock('PUT', '/__mock/latency', { ms })).status).toBe(400);
    }
    expect((await client.mock('GET', '/__mock/latency')).body).toEqual({ status: 1, ms: 0 });
  });

  it('starts from MOCK_LATENCY_MS', async () => {
    const { client } = infraApp({ env: { MOCK_LATENCY_MS: '30' } });
    expect((await client.mock('GET', '/__mock/latency')).body).toEqual({ status: 1, ms: 30 });
  });
});

describe('reset', () => {
  it('restores the seed and clears sessions, outbox, scenarios and latency', async () => {
    const { client, mock } = infraApp();
    const token = client.signIn(1);
    await client.post('count', { by: 5 });
    mock.state.outbox.send({
      to: 'a@b.co',
      subject: 'OTP',
      kind: 'otp',
      text: '123456',
      html: '',
      otp: '123456',
    });
    await client.mock('PUT', '/__mock/scenarios', { 'GET things/{slug}': 404 });
    await client.mock('PUT', '/__mock/latency', { ms: 10 });
    expect((await client.get('count')).body).toEqual({ status: 1, count: 5 });

    expect((await client.mock('POST', '/__mock/reset')).body).toEqual({
      status: 1,
      message: 'Mock state reset.',
    });
    expect((await client.get('count')).body).toEqual({ status: 1, count: 0 });
    expect((await client.post('things', thing, { token })).status).toBe(401);
    expect((await client.mock('GET', '/__mock/outbox')).body).toEqual([]);
    expect((await client.mock('GET', '/__mock/scenarios')).body).toEqual({ status: 1, data: {} });
    expect(mock.state.latencyMs).toBe(0);
  });
});
