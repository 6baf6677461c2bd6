import { afterEach, describe, expect, it } from 'vitest';
import { type Listening, listen } from '../../src/listen.ts';
import { infraApp } from '../setup-test-app.ts';

const withHost = (host: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), host },
});

describe('Host check (DNS rebinding)', () => {
  it('answers the loopback names, with or without a port', async () => {
    const { mock } = infraApp();
    for (const host of ['localhost', 'localhost:8787', '127.0.0.1:4241', '[::1]:8787', 'LOCALHOST']) {
      const res = await mock.app.request('/__mock/scenarios', withHost(host));
      expect(res.status, host).toBe(200);
    }
  });

  it('refuses any other Host with 403 and a message naming it and the setting', async () => {
    const { mock } = infraApp();
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io:8787', '10.0.0.5']) {
      const res = await mock.app.request('/api/count', withHost(host));
      expect(res.status, host).toBe(403);
      const body = (await res.json()) as { status: number; message: string };
      expect(body.status).toBe(0);
      expect(body.message).toContain(host.replace(/:\d+$/, ''));
      expect(body.message).toContain('MOCK_ALLOWED_HOSTS');
    }
    const reset = await mock.app.request('/__mock/reset', withHost('evil.example', { method: 'POST' }));
    expect(reset.status).toBe(403);
  });

  it('answers the names of MOCK_ALLOWED_HOSTS', async () => {
    const { mock } = infraApp({ env: { MOCK_ALLOWED_HOSTS: 'mock.test' } });
    expect((await mock.app.request('/__mock/scenarios', withHost('mock.test:8787'))).status).toBe(200);
    expect((await mock.app.request('/__mock/scenarios', withHost('other.test'))).status).toBe(403);
  });
});

describe('listening', () => {
  const open: Listening[] = [];
  afterEach(async () => {
    for (const l of open.splice(0)) await new Promise<void>((done) => l.close(done));
  });

  it('listens on loopback only by default, reachable as localhost, 127.0.0.1 and [::1]', async () => {
    const { mock } = infraApp();
    const listening = await listen(mock.app, '127.0.0.1', 0, true);
    open.push(listening);
    const addresses = listening.servers.map((s) => {
      const a = s.address();
      return typeof a === 'object' && a ? a.address : String(a);
    });
    expect(addresses[0]).toBe('127.0.0.1');
    for (const address of addresses) expect(['127.0.0.1', '::1']).toContain(address);
    const hosts = ['localhost', '127.0.0.1', ...(addresses.includes('::1') ? ['[::1]'] : [])];
    for (const host of hosts) {
      const res = await fetch(`http://${host}:${listening.port}/__mock/scenarios`);
      expect(res.status, host).toBe(200);
    }
  });
});
