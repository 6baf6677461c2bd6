import { type EndpointDef, endpoints } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { memoryLogger } from '../src/log/logger.ts';
import { fail, type HandlerMap } from '../src/registry/handler.ts';
import { honoPath } from '../src/registry/table.ts';
import { testHandlers, testSeed, testTable } from './test-table.ts';

/** Handlers that only refuse: enough to register and route every entry of a table. */
const refusingHandlers = <T extends Record<string, EndpointDef>>(table: T): HandlerMap<T, null> => {
  const map: Record<string, () => ReturnType<typeof fail>> = {};
  for (const key of Object.keys(table)) map[key] = () => fail(400, `stub ${key}`);
  return map as HandlerMap<T, null>;
};

const apiRoutes = (app: { routes: { method: string; path: string }[] }) =>
  app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`)
    .sort();

const tableRoutes = (table: Record<string, EndpointDef>) =>
  Object.values(table)
    .map((def) => `${def.method} ${honoPath(def.path)}`)
    .sort();

const env = parseEnv({ NODE_ENV: 'test', MOCK_LOG: '0' });

describe('table ↔ routes', () => {
  it('registers exactly one route per entry of the real endpoint table', () => {
    const { app } = createApp({
      env,
      table: endpoints,
      handlers: refusingHandlers(endpoints),
      seed: () => null,
      log: memoryLogger(),
    });
    expect(apiRoutes(app)).toEqual(tableRoutes(endpoints));
    expect(new Set(apiRoutes(app)).size).toBe(Object.keys(endpoints).length);
  });

  it('registers exactly the test table', () => {
    const { app } = createApp({
      env,
      table: testTable,
      handlers: testHandlers,
      seed: testSeed,
      log: memoryLogger(),
    });
    expect(apiRoutes(app)).toEqual(tableRoutes(testTable));
  });

  it('refuses to start without a handler for an entry, or with a mislabelled entry', () => {
    const { 'GET count': _dropped, ...partial } = refusingHandlers(testTable);
    expect(() =>
      createApp({
        env,
        table: testTable,
        handlers: partial as HandlerMap<typeof testTable, null>,
        seed: () => null,
      }),
    ).toThrow('No handler for GET count.');
    const mislabelled = { 'GET elsewhere': testTable['GET count'] };
    expect(() =>
      createApp({ env, table: mislabelled, handlers: refusingHandlers(mislabelled), seed: () => null }),
    ).toThrow(/does not match its definition "GET count"/);
  });

  it('maps {param} to :param', () => {
    expect(honoPath('events/{slug}')).toBe('/api/events/:slug');
    expect(honoPath('a/{x}/b/{y}')).toBe('/api/a/:x/b/:y');
  });
});
