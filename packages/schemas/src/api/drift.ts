/**
 * How an answer departs from the contract: the shared judgement of the drift checker
 * (`npm run contract:check`) and the mock's validating proxy. Kept out of the package index (imported
 * as `@lwl/schemas/drift`), so no app bundle carries it.
 */
import type * as z from 'zod/mini';
import { errorBodySchema } from '../common/envelope.ts';
import type { EndpointDef, ErrorStatus } from './endpoint.ts';

/** One departure: where (a dotted path into the body, or `(status)`/`(body)`), what the contract expects, what came. */
export interface Drift {
  path: string;
  expected: string;
  received: string;
}

/** The statuses an operation may answer besides 200: its documented errors and 500. */
export const documentedStatuses = (def: Pick<EndpointDef, 'errors'>): ErrorStatus[] =>
  [...new Set<ErrorStatus>([...def.errors, 500])].sort((a, b) => a - b);

const MAX_PREVIEW = 60;

/** A value as a short JSON text for a report (`missing` for an absent field). */
export function preview(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = typeof value === 'string' && value.length > MAX_PREVIEW ? value : JSON.stringify(value);
  return text.length > MAX_PREVIEW ? `${text.slice(0, MAX_PREVIEW - 1)}…` : text;
}

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined),
    body,
  );

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return issue.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'unrecognized_keys':
      return `no field ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** The drifts a failed parse names, one per issue (at most `limit`). */
export function driftsOf(error: z.core.$ZodError, body: unknown, limit = 10): Drift[] {
  return error.issues.slice(0, limit).map((issue) => ({
    path: issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.'),
    expected: expectedOf(issue),
    received: issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : preview(valueAt(body, issue.path)),
  }));
}

/** Reads a body as JSON, or says why not. */
export function parseJsonBody(text: string): { ok: true; body: unknown } | { ok: false; drift: Drift } {
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, drift: { path: '(body)', expected: 'a JSON body', received: preview(text) } };
  }
}

/**
 * Checks an answer of an operation against the contract: a 200 against its response schema, a
 * documented error status against the error body, any other status is itself a drift. No drift: `[]`.
 */
export function checkAnswer(def: EndpointDef, status: number, text: string): Drift[] {
  const documented = documentedStatuses(def);
  const isDocumented = status === 200 || (documented as number[]).includes(status);
  if (!isDocumented)
    return [{ path: '(status)', expected: `200 or ${documented.join(', ')}`, received: String(status) }];
  const parsed = parseJsonBody(text);
  if (!parsed.ok) return [parsed.drift];
  const result = (status === 200 ? def.response : errorBodySchema).safeParse(parsed.body);
  return result.success ? [] : driftsOf(result.error, parsed.body);
}

/** Checks a request's input (path, query and body fields together) against the operation's input schema. */
export function checkRequest(def: EndpointDef, input: Record<string, unknown>): Drift[] {
  const result = def.input.safeParse(input);
  return result.success ? [] : driftsOf(result.error, input);
}
