import { commonMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { infraApp } from './setup-test-app.ts';

describe('errors', () => {
  it('answers 404 JSON for an unknown path or method', async () => {
    const { client } = infraApp();
    const unknown = await client.get('no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: 'No such endpoint: GET /api/no-such-thing' });
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
    expect((await client.post('things/{slug}', { slug: 'a' })).status).toBe(404);
    expect((await client.mock('GET', '/elsewhere')).status).toBe(404);
  });

  it("answers a handler's failure as { status: 0, message } with its status", async () => {
    const { client } = infraApp();
    expect(await client.get('things/{slug}', { slug: 'missing' })).toMatchObject({
      status: 404,
      body: { status: 0, message: commonMessages.recordNotFound },
    });
  });

  it('answers a thrown error with 500 and the generic message, no stack, and logs it', async () => {
    const { client, mock } = infraApp();
    const res = await client.post('boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ status: 0, message: commonMessages.unexpected });
    expect(JSON.stringify(res.body)).not.toMatch(/kaboom|secret|\.ts/);
    expect(mock.log.errors).toHaveLength(1);
    expect(String(mock.log.errors[0]?.error)).toMatch(/kaboom/);
  });

  it('answers 500 for a success body its response schema refuses (outside production), and logs it', async () => {
    const { client, mock } = infraApp();
    const res = await client.get('broken');
    expect(res).toMatchObject({ status: 500, body: { status: 0, message: commonMessages.unexpected } });
    expect(mock.log.errors[0]?.line).toMatch(/\[contract\] GET broken/);
    // a refused answer is never remembered as checked: the next one is refused too
    expect((await client.get('broken')).status).toBe(500);
    expect(mock.log.errors).toHaveLength(2);
  });

  it('sends the body unchecked in production (the client, which parses bodies, would refuse it)', async () => {
    const { client, mock } = infraApp({ env: { NODE_ENV: 'production' } });
    await expect(client.get('broken')).rejects.toThrow(/expected string/);
    const res = await mock.app.request('/api/broken', { headers: { dynamickey: await client.keyFor() } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 1, message: 42 });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'dynamickey,authorization,content-type,prefer',
    },
  });

  it('answers a preflight from any localhost or 127.0.0.1 port', async () => {
    const { mock } = infraApp();
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost']) {
      const res = await mock.app.request('/api/things', preflight(origin));
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
      for (const header of ['dynamickey', 'authorization', 'content-type', 'prefer'])
        expect(allowed).toContain(header);
      const methods = res.headers.get('access-control-allow-methods') ?? '';
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) expect(methods).toContain(method);
    }
  });

  it('gives no CORS grant to other origins', async () => {
    const { mock } = infraApp();
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'https://localhost:5173',
    ]) {
      const res = await mock.app.request('/api/things', preflight(origin));
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('adds the grant to actual answers, errors included', async () => {
    const { client } = infraApp();
    const res = await client.get(
      'count',
      {},
      { headers: { origin: 'http://localhost:5173' }, dynamicKey: null },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('request log', () => {
  it('writes one line per request (method, path, status, ms) when MOCK_LOG=1', async () => {
    const { client, mock } = infraApp({ env: { MOCK_LOG: '1' } });
    await client.get('count');
    await client.get('nowhere');
    expect(mock.log.lines).toHaveLength(2);
    expect(mock.log.lines[0]).toMatch(/^GET \/api\/count 200 \d+(\.\d+)?ms$/);
    expect(mock.log.lines[1]).toMatch(/^GET \/api\/nowhere 404 /);
  });

  it('writes no request lines when MOCK_LOG=0', async () => {
    const { client, mock } = infraApp({ env: { MOCK_LOG: '0' } });
    await client.get('count');
    expect(mock.log.lines).toEqual([]);
  });
});
