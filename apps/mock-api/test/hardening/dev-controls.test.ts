import { describe, expect, it } from 'vitest';
import { infraApp } from '../setup-test-app.ts';

const json = { 'content-type': 'application/json' };

const CONTROLS = [
  ['POST', '/__mock/reset'],
  ['PUT', '/__mock/scenarios'],
  ['DELETE', '/__mock/scenarios'],
  ['PUT', '/__mock/latency'],
  ['PUT', '/__mock/chaos'],
  ['DELETE', '/__mock/chaos'],
  ['POST', '/__mock/checkout/pay'],
] as const;

const REFUSED = { status: 0, message: 'Mock controls need content-type: application/json.' };

describe('state-changing /__mock/* calls', () => {
  it('refuse a "simple" request with a body (text/plain, form, no type) with 415 and change nothing', async () => {
    const { mock, client } = infraApp();
    await client.post('count', { by: 4 });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', null]) {
      // As on the wire: a body has a length. No Origin: what a browser too old to send one would do.
      const headers: Record<string, string> = {
        'content-length': '2',
        ...(type ? { 'content-type': type } : {}),
      };
      for (const [method, path] of CONTROLS) {
        const res = await mock.app.request(path, { method, headers, body: '{}' });
        expect(res.status, `${method} ${path} ${type}`).toBe(415);
        expect(await res.json()).toEqual(REFUSED);
      }
    }
    expect((await client.get('count')).body).toEqual({ status: 1, count: 4 });
  });

  it('refuse a body-less request a web page can send (Sec-Fetch-Site, empty form, beacon) and change nothing', async () => {
    const { mock, client } = infraApp();
    await client.post('count', { by: 4 });
    await client.mock('PUT', '/__mock/scenarios', { 'POST count': 500 });
    const browserShaped: Record<string, string>[] = [
      // a no-cors fetch or sendBeacon without data from another site (an old browser sends no Origin)
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-origin' },
      // an empty form: browsers send the form's type even with no fields
      { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' },
      { 'content-type': 'text/plain', 'content-length': '0', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '0' },
    ];
    for (const headers of browserShaped) {
      for (const [method, path] of CONTROLS) {
        const res = await mock.app.request(path, { method, headers });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(415);
        expect(await res.json()).toEqual(REFUSED);
      }
    }
    // With a foreign Origin (what every current browser sends on a cross-site POST, PUT or DELETE): 403.
    for (const origin of ['https://evil.example', 'null']) {
      for (const [method, path] of CONTROLS) {
        const res = await mock.app.request(path, {
          method,
          headers: {
            origin,
            'sec-fetch-site': 'cross-site',
            'content-type': 'text/plain',
            'content-length': '0',
          },
        });
        expect(res.status, `${method} ${path} ${origin}`).toBe(403);
      }
    }
    // A chunked body without a type is a body too.
    const chunked = await mock.app.request('/__mock/reset', {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked' },
    });
    expect(chunked.status).toBe(415);
    expect((await client.get('count')).body).toEqual({ status: 1, count: 4 });
    expect((await client.mock('GET', '/__mock/scenarios')).body).toEqual({
      status: 1,
      data: { 'POST count': 500 },
    });
  });

  it('accept a body-less call with no Origin and no Sec-Fetch-Site (curl -X POST .../reset as typed)', async () => {
    const { mock, client } = infraApp();
    await client.post('count', { by: 4 });
    await client.mock('PUT', '/__mock/scenarios', { 'POST count': 500 });
    const cleared = await mock.app.request('/__mock/scenarios', { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ status: 1, data: {} });
    const reset = await mock.app.request('/__mock/reset', {
      method: 'POST',
      headers: { 'content-length': '0' },
    });
    expect(reset.status).toBe(200);
    expect((await client.get('count')).body).toEqual({ status: 1, count: 0 });
    // Sec-Fetch-Site: none is a user's own action (typed in the address bar), never another site's page.
    await client.post('count', { by: 2 });
    const typed = await mock.app.request('/__mock/reset', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(typed.status).toBe(200);
    expect((await client.get('count')).body).toEqual({ status: 1, count: 0 });
    // The calls that need a body still need it as JSON: without one the handler says what to send.
    const latency = await mock.app.request('/__mock/latency', { method: 'PUT' });
    expect(latency.status).toBe(400);
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
