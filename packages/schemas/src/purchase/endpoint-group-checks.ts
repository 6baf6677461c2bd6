import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type AuthMode, type BodyKind, type EndpointDef, operationKey, pathParams } from '../api/endpoint.ts';

/** What a test states about one endpoint of the table. */
export interface ExpectedEndpoint {
  key: string;
  auth: AuthMode;
  body: BodyKind;
}

interface Example {
  input: unknown;
  response: unknown;
}

/**
 * Test cases shared by the commerce domains' `endpoints.test.ts` (call inside a `describe`): the group
 * holds exactly the expected operations with their method, path, auth and body; inputs are one object
 * naming the path's parameters; the documented errors follow the contract's rules; every example
 * validates against its endpoint; the schemas convert to JSON Schema for `/openapi.json`.
 */
export function checkEndpointGroup(
  group: Record<string, EndpointDef>,
  examples: Record<string, Example>,
  expected: readonly ExpectedEndpoint[],
): void {
  it('holds exactly the expected operations', () => {
    expect(Object.keys(group).sort()).toEqual(expected.map((e) => e.key).sort());
    expect(Object.keys(examples).sort()).toEqual(expected.map((e) => e.key).sort());
  });

  for (const { key, auth, body } of expected) {
    const def = group[key];
    const example = examples[key];

    it(`${key}: method, path, auth and body`, () => {
      expect(def).toBeDefined();
      if (!def) return;
      expect(operationKey(def)).toBe(key);
      expect(def.auth).toBe(auth);
      expect(def.body).toBe(body);
      expect(def.method === 'GET' ? body === 'none' : body !== 'none').toBe(true);
      expect(def.summary.length).toBeGreaterThan(10);
    });

    it(`${key}: input is one object naming every path parameter`, () => {
      if (!def) throw new Error(`missing ${key}`);
      expect(def.input).toBeInstanceOf(z.ZodMiniObject);
      const shape = (def.input as z.ZodMiniObject).shape;
      for (const param of pathParams(def.path)) expect(Object.keys(shape)).toContain(param);
    });

    it(`${key}: documented errors`, () => {
      if (!def) throw new Error(`missing ${key}`);
      expect([...def.errors].sort()).toEqual([...new Set(def.errors)].sort());
      expect(def.errors).toContain(403);
      expect(def.errors).not.toContain(500);
      expect(def.errors.includes(401)).toBe(def.auth !== 'none');
      expect(def.errors.includes(413)).toBe(def.method === 'POST');
      if (def.method === 'POST') expect(def.errors).toContain(400);
      if (pathParams(def.path).length > 0) expect(def.errors).toContain(404);
    });

    it(`${key}: the example validates`, () => {
      if (!def || !example) throw new Error(`missing ${key}`);
      const input = def.input.safeParse(example.input);
      expect(input.error?.issues).toBeUndefined();
      const response = def.response.safeParse(example.response);
      expect(response.error?.issues).toBeUndefined();
    });

    it(`${key}: schemas convert to JSON Schema`, () => {
      if (!def) throw new Error(`missing ${key}`);
      expect(z.toJSONSchema(def.response).type).toBeDefined();
      expect(z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }).type).toBe('object');
    });
  }
}
