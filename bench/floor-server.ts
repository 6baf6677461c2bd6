/**
 * The framework floor: a Hono app on @hono/node-server with one route per benchmarked request,
 * answering the captured bytes like the bare server. What the mock's stack costs before any of
 * the mock's own work. `node floor-server.ts <fixtures.json> <port>`.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Fixture } from './api-targets.ts';

const [fixturesFile, portArg] = process.argv.slice(2);
if (!fixturesFile || !portArg) throw new Error('usage: floor-server.ts <fixtures.json> <port>');

const fixtures = JSON.parse(readFileSync(fixturesFile, 'utf8')) as Fixture[];
const app = new Hono();
for (const fixture of fixtures) {
  app.on(fixture.method, fixture.path, async (c) => {
    if (fixture.method !== 'GET') await c.req.text();
    return c.body(fixture.body, fixture.status as 200, fixture.headers);
  });
}

const server = serve({ fetch: app.fetch, port: Number(portArg) }, () =>
  console.log(`floor server on ${portArg}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
