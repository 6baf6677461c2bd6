import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/openapi/document.ts';
import { runCli, runNode } from './cli.ts';

/**
 * A client generated from /openapi.json with openapi-typescript, called through openapi-fetch, must
 * compile under `--strict`: the dynamickey added once in a middleware (a security scheme, not a
 * parameter of every call), a create-order call, a refund, and calls the types must refuse.
 */

const dir = mkdtempSync(join(tmpdir(), 'lwl-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The repository's own TypeScript (7, native), not the 5 that openapi-typescript runs on. */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsc = join(
  dirname(createRequire(join(root, 'package.json')).resolve('typescript/package.json')),
  'bin/tsc',
);
/** openapi-fetch's types, from this package's dependencies (the temporary project has no node_modules). */
const openapiFetchTypes = join(
  dirname(createRequire(import.meta.url).resolve('openapi-fetch/package.json')),
  'dist/index.d.mts',
);

const CALLS = `import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './api.js';

const client = createClient<paths>({ baseUrl: 'http://localhost:8787' });

// Every call needs the dynamickey: one middleware adds it (and the token), no call names it.
const auth: Middleware = {
  onRequest({ request }) {
    request.headers.set('dynamickey', 'f'.repeat(64));
    request.headers.set('authorization', 'Bearer token');
    return request;
  },
};
client.use(auth);

type ErrorBody = components['schemas']['ErrorBody'];

export async function calls(): Promise<ErrorBody | undefined> {
  const events = await client.GET('/api/events');
  const first: string | undefined = events.data?.data[0]?.name;

  const event = await client.GET('/api/events/{slug}', { params: { path: { slug: 'founders-summit' } } });
  const eventId: number | undefined = event.data?.data.id;

  // Create an order (amount in paise), then ask the refund of a purchase by the purchase's id.
  const order = await client.POST('/api/user-event-payment', { body: { event_id: 1, quantity: 2 } });
  const paise: number | undefined = order.data?.amount;
  const orderId: string | undefined = order.data?.order_id;
  const guest = await client.POST('/api/event-payment', {
    body: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      company_name: 'Rao & Co',
      designation: 'Founder',
      phone: '9876543210',
      quantity: 1,
      event_id: 1,
    },
  });
  const refund = await client.POST('/api/delete-event', { body: { event_id: 7 } });
  const message: string | undefined = refund.data?.message ?? refund.error?.message;

  // A multipart call takes its fields as the document lists them.
  await client.POST('/api/new-member-form', { body: { email: 'asha@example.com', name: 'Asha Rao' } });
  const members = await client.GET('/api/all-members', { params: { query: { start: 0, limit: 20 } } });
  const total: number | undefined = members.data?.total;

  // @ts-expect-error a purchase's id is a number
  await client.POST('/api/delete-event', { body: { event_id: 'seven' } });
  // @ts-expect-error the quantity is required
  await client.POST('/api/user-event-payment', { body: { event_id: 1 } });
  // @ts-expect-error no such path
  await client.GET('/api/no-such-path');

  void [first, eventId, paise, orderId, guest, message, total];
  return refund.error;
}
`;

describe('a client generated from /openapi.json (openapi-typescript, openapi-fetch)', () => {
  it('compiles typed calls under --strict', async () => {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(buildOpenApi(endpoints)));
    const generated = await runCli(
      'openapi-typescript',
      'openapi-typescript',
      ['openapi.json', '-o', 'api.ts'],
      dir,
    );
    expect(generated.code, generated.stderr).toBe(0);
    // The dynamickey is a security scheme: no operation has it as a parameter.
    expect(readFileSync(join(dir, 'api.ts'), 'utf8')).not.toMatch(/^\s*dynamickey\??:/m);

    writeFileSync(join(dir, 'calls.ts'), CALLS);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2022', 'dom'],
          types: [],
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          paths: { 'openapi-fetch': [openapiFetchTypes] },
        },
        files: ['calls.ts'],
      }),
    );
    const compiled = await runNode([tsc, '-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], dir);
    expect(`${compiled.stdout}${compiled.stderr}`).toBe('');
    expect(compiled.code).toBe(0);
  }, 30_000);
});
