import { describe, expect, it } from 'vitest';
import { infraApp } from '../setup-test-app.ts';

const json = { 'content-type': 'application/json' };

describe('state-changing /__mock/* calls', () => {
  it('refuse a cross-site "simple" request (text/plain, form, no type) with 415 and change nothing', async () => {
    const { mock, client } = infraApp();
    await client.post('count', { by: 4 });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', null]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      for (const [method, path] of [
        ['POST', '/__mock/reset'],
        ['PUT', '/__mock/scenarios'],
        ['DELETE', '/__mock/scenarios'],
        ['PUT', '/__mock/latency'],
      ] as const) {
        const res = await mock.app.request(path, {
          method,
          headers,
          body: method === 'DELETE' ? null : '{}',
        });
        expect(res.status, `${method} ${path} ${type}`).toBe(415);
        expect(await res.json()).toEqual({
          status: 0,
          message: 'Mock controls need content-type: application/json.',
        });
      }
    }
    expect((await client.get('count')).body).toEqual({ status: 1, count: 4 });
  });

  it('refuse a foreign Origin with 403, accept a local one', async () => {
    const { mock } = infraApp();
    const evil = await mock.app.request('/__mock/reset', {
      method: 'POST',
      headers: { ...json, origin: 'https://evil.example' },
      body: '{}',
    });
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as { message: string }).message).toContain('https://evil.example');
    const local = await mock.app.request('/__mock/reset', {
      method: 'POST',
      headers: { ...json, origin: 'http://localhost:4241' },
      body: '{}',
    });
    expect(local.status).toBe(200);
  });

  it('read calls stay open to a plain GET', async () => {
    const { mock } = infraApp();
    expect((await mock.app.request('/__mock/scenarios')).status).toBe(200);
    expect((await mock.app.request('/__mock/outbox')).status).toBe(200);
  });
});

describe('scenario keys', () => {
  it('are own-property lookups: prototype names get 400 naming the documented operations', async () => {
    const { client } = infraApp();
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await client.mock('PUT', '/__mock/scenarios', JSON.parse(`{"${key}":500}`));
      expect(res.status, key).toBe(400);
      expect((res.body as { message: string }).message).toMatch(
        /^Unknown operation .*; operations: .*POST count/,
      );
    }
    expect((await client.mock('GET', '/__mock/scenarios')).body).toEqual({ status: 1, data: {} });
  });
});

describe('body limit', () => {
  it('covers every route, the controls included', async () => {
    const { mock } = infraApp();
    const res = await mock.app.request('/__mock/scenarios', {
      method: 'PUT',
      headers: { ...json, 'content-length': String(11 * 1024 * 1024) },
      body: '{}',
    });
    expect(res.status).toBe(413);
  });
});
