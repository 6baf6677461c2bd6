import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, errorBodySchema } from '@lwl/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/openapi/document.ts';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { api } from '../client.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';

const doc = buildOpenApi(endpoints);
const documented = (method: string, path: string): string[] => {
  const operation = doc.paths[`/api/${path}`]?.[method.toLowerCase()] as { responses?: object } | undefined;
  return Object.keys(operation?.responses ?? {});
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('every status the mock sends is in the document for that operation', () => {
  it('400 for a Prefer code the operation does not document, on every operation', async () => {
    const client = api(wholeMock());
    for (const [operation, def] of Object.entries(endpoints)) {
      const path = def.path.replace(/\{(\w+)\}/g, '1');
      const res = await client.request(def.method, path, {}, { prefer: 418 });
      expect(res.status, operation).toBe(400);
      expect(errorBodySchema.safeParse(res.body).success, operation).toBe(true);
      expect(documented(def.method, def.path), operation).toContain('400');
    }
  });

  it('503 for a change the data file cannot take, documented on every call but a GET', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lwl-statuses-'));
    folders.push(folder);
    const mock = wholeMock({ MOCK_DATA_FILE: join(folder, 'blocked', 'state.json') });
    // The folder becomes a file after the start (a start on it is refused), as a disk that fills up.
    rmSync(join(folder, 'blocked'), { recursive: true });
    writeFileSync(join(folder, 'blocked'), 'a file where a folder should be');
    const client = api(mock);
    const token = client.signIn(SEED_IDS.titanUserId);
    const refund = await client.post(
      'delete-event',
      { event_id: SEED_IDS.titanUpcomingPurchaseId },
      { token },
    );
    expect(refund.status).toBe(503);
    for (const def of Object.values(endpoints))
      expect(documented(def.method, def.path).includes('503'), `${def.method} ${def.path}`).toBe(
        def.method !== 'GET',
      );
  });
});
