import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@lwl/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../test/client.ts';
import { manualClock } from './clock/clock.ts';
import { parseEnv } from './env.ts';
import { memoryLogger } from './log/logger.ts';
import { createMockApi } from './mock-api.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const start = (vars: Record<string, string> = {}) => {
  const env = parseEnv({ NODE_ENV: 'test', MOCK_LOG: '0', ...vars });
  const mock = createMockApi({ env, clock: manualClock('2025-03-10T09:30:00Z'), log: memoryLogger() });
  return { mock, client: api(mock) };
};

describe('the whole mock API', () => {
  it('serves every table operation (no route answers 404) and the docs', async () => {
    const { mock } = start();
    const routes = new Set(
      mock.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    for (const def of Object.values(endpoints)) {
      expect(routes).toContain(`${def.method} /api/${def.path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
    expect((await mock.app.request('/openapi.json')).status).toBe(200);
    expect((await mock.app.request('/__mock/checkout.js')).status).toBe(200);
  });

  it('grants CORS to local origins on the sandbox too, once per answer', async () => {
    const { mock } = start();
    const res = await mock.app.request('/__mock/checkout/orders/order_unknown', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('keeps a login across a restart with MOCK_DATA_FILE', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-mock-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const first = start({ MOCK_DATA_FILE: file });
    const login = await first.client.post('login', { email: 'titan@lwl.test', password: 'Lwl@12345' });
    if (login.body.status !== 1) throw new Error(`login refused: ${login.body.message}`);
    const { token } = login.body;
    const second = start({ MOCK_DATA_FILE: file });
    expect((await second.client.get('user', {}, { token })).status).toBe(200);
  });
});
