/**
 * The document's own boundary cases (boundary-cases.ts), each sent to the in-process mock: the JSON
 * Schema's verdict (ajv, draft 2020-12 as OpenAPI 3.1 has it) must be the mock's.
 */
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../src/store/seed/purchases.ts';
import { api } from '../client.ts';
import { wholeMock } from '../fuzz/fuzz-app.ts';
import {
  asRecord,
  casesOf,
  exampleProblem,
  mockAccepts,
  type Operation,
  operations,
  requestOf,
  schemaAccepts,
} from './boundary-cases.ts';

async function run(op: Operation): Promise<{ cases: number; disagreements: string[] }> {
  // A fresh mock per operation: one operation's cases never see another's changes.
  const mock = wholeMock();
  const client = api(mock);
  const key = await client.keyFor();
  const disagreements: string[] = [];
  const cases = casesOf(op);
  for (const c of cases) {
    const headers = new Headers({ dynamickey: key });
    // A token per case: a case of POST logout ends its session.
    if (op.def.auth !== 'none') headers.set('authorization', `Bearer ${client.signIn(SEED_IDS.titanUserId)}`);
    const { url, body, type } = requestOf(op, c);
    if (type) headers.set('content-type', type);
    const response = await mock.app.request(url, { method: op.def.method, headers, body });
    const text = await response.text();
    const message = String(asRecord(JSON.parse(text || '{}')).message ?? '');
    const expected = schemaAccepts(op, c);
    const verdict = mockAccepts(op, c, response.status, message);
    if (typeof verdict === 'string') disagreements.push(`${op.key}: ${c.name}: ${verdict}`);
    else if (verdict !== expected)
      disagreements.push(
        `${op.key}: ${c.name}: the document ${expected ? 'accepts' : 'refuses'} it, the mock answered ${response.status} ${message}`,
      );
  }
  return { cases: cases.length, disagreements };
}

describe("the document's boundary cases, sent to the mock", () => {
  it("every operation's example satisfies its own request schema", () => {
    const invalid = operations.flatMap((op) => {
      const problem = exampleProblem(op);
      return problem === null ? [] : [`${op.key}: ${problem}`];
    });
    expect(invalid).toEqual([]);
  });

  it('the mock refuses exactly what the JSON Schema refuses', async () => {
    let total = 0;
    const disagreements: string[] = [];
    for (const op of operations) {
      const result = await run(op);
      total += result.cases;
      disagreements.push(...result.disagreements);
    }
    expect(disagreements).toEqual([]);
    // Every operation has at least its example and one more case; most have dozens.
    expect(total).toBeGreaterThan(operations.length * 5);
    console.info(`${total} boundary cases over ${operations.length} operations`);
  }, 60_000);
});
