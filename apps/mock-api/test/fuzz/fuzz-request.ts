import { dynamicKey, pathParams } from '@lwl/schemas';
import type { Store } from '../../src/store/store.ts';
import { api, type TestApp } from '../client.ts';

/** How the body travels: the endpoint's own kind, another one, or junk under some content type. */
export type BodySpec =
  | { kind: 'json' | 'multipart' | 'urlencoded' | 'json-as-text' | 'json-without-type' }
  | { kind: 'json-value'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'bytes'; bytes: Uint8Array; contentType: string };

/** Who calls: a guest, a signed-in user (via the test client), or a bad token of some kind. */
export type AuthSpec =
  | { kind: 'guest' | 'garbage' | 'malformed' | 'revoked' }
  | { kind: 'user'; userId: number };

export type KeySpec = 'current' | 'previous-hour' | 'missing' | 'wrong';

export interface FuzzRequest {
  operation: string;
  /** Path parameter values, sent percent-encoded unless `rawParams`. */
  params: Record<string, string>;
  rawParams: boolean;
  /** Everything else the caller sends (query for GET, body for POST). */
  fields: Record<string, unknown>;
  /** GET only: junk appended to the query string. */
  rawQuery: string;
  body: BodySpec;
  auth: AuthSpec;
  key: KeySpec;
  /** Declares an 11 MB Content-Length (the body itself stays small). */
  declaredHuge: boolean;
}

export interface FuzzResponse {
  status: number;
  text: string;
  contentType: string | null;
}

const HOUR = 3_600_000;

/** Text of a non-file field value: objects (even prototype-less ones) as JSON, the rest as String(). */
const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : String(value);

/** Multipart as the web app sends it (lists as repeated `key[]`, files as files), any value as text. */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value, 'upload.png');
    else form.append(key, textOf(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else add(key, value);
  }
  return form;
}

function queryOf(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, textOf(item));
    else params.append(key, textOf(value));
  }
  return params.toString();
}

function urlencoded(fields: Record<string, unknown>): string {
  return queryOf(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Blob ? '[blob]' : v])),
  );
}

/** JSON text of the fields; Blobs (which JSON cannot carry) become their size. */
const jsonOf = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v instanceof Blob ? v.size : v)) ?? 'null';

function bodyOf(
  spec: BodySpec,
  fields: Record<string, unknown>,
): { body: NonNullable<RequestInit['body']>; type: string | null } {
  switch (spec.kind) {
    case 'json':
      return { body: jsonOf(fields), type: 'application/json' };
    case 'multipart':
      return { body: formOf(fields), type: null };
    case 'urlencoded':
      return { body: urlencoded(fields), type: 'application/x-www-form-urlencoded' };
    case 'json-as-text':
      return { body: jsonOf(fields), type: 'text/plain;charset=UTF-8' };
    case 'json-without-type':
      return { body: new Blob([jsonOf(fields)]), type: null };
    case 'json-value':
      return { body: jsonOf(spec.value), type: 'application/json' };
    case 'raw':
      return { body: spec.text, type: spec.contentType };
    case 'bytes':
      return { body: new Blob([new Uint8Array(spec.bytes)]), type: spec.contentType };
  }
}

/** Sends one fuzz request to the app in-process and reads the answer as text. */
export async function sendFuzzRequest(mock: TestApp<Store>, request: FuzzRequest): Promise<FuzzResponse> {
  const def = mock.state.table[request.operation];
  if (!def) throw new Error(`not in the table: ${request.operation}`);
  const headers = new Headers();
  const key = await keyHeader(mock, request.key);
  if (key !== null) headers.set('dynamickey', key);
  const authorization = authHeader(mock, request.auth);
  if (authorization !== null) headers.set('authorization', authorization);

  let path = def.path;
  for (const name of pathParams(def.path)) {
    const value = request.params[name] ?? '';
    path = path.replace(`{${name}}`, request.rawParams ? value : encodeURIComponent(value));
  }
  let url = `/api/${path}`;
  const init: RequestInit = { method: def.method, headers };
  if (def.method === 'GET') {
    const query = [queryOf(request.fields), request.rawQuery].filter((q) => q !== '').join('&');
    if (query !== '') url += `?${query}`;
  } else {
    const { body, type } = bodyOf(request.body, request.fields);
    init.body = body;
    if (type !== null) headers.set('content-type', type);
    if (request.declaredHuge) headers.set('content-length', String(11 * 1024 * 1024));
  }
  const response = await mock.app.request(url, init);
  return {
    status: response.status,
    text: await response.text(),
    contentType: response.headers.get('content-type'),
  };
}

async function keyHeader(mock: TestApp<Store>, spec: KeySpec): Promise<string | null> {
  const now = mock.clock.now();
  switch (spec) {
    case 'current':
      return dynamicKey(now, mock.env.DYNAMIC_KEY_PHRASE);
    case 'previous-hour':
      return dynamicKey(new Date(now.getTime() - HOUR), mock.env.DYNAMIC_KEY_PHRASE);
    case 'missing':
      return null;
    case 'wrong':
      return dynamicKey(new Date(now.getTime() - 3 * HOUR), mock.env.DYNAMIC_KEY_PHRASE);
  }
}

/** Tokens come from the test client's `signIn` (a real session, as `login` would issue). */
function authHeader(mock: TestApp<Store>, spec: AuthSpec): string | null {
  const client = api(mock);
  switch (spec.kind) {
    case 'guest':
      return null;
    case 'user':
      return `Bearer ${client.signIn(spec.userId)}`;
    case 'garbage':
      return `Bearer ${'f'.repeat(64)}`;
    case 'malformed':
      return 'Token abc def';
    case 'revoked': {
      const token = client.signIn(1);
      mock.state.sessions.revokeToken(token);
      return `Bearer ${token}`;
    }
  }
}
