import { dynamicKey, type Endpoints, type ErrorBody, errorBodySchema, type Operation } from '@lwl/schemas';
import type { z } from 'zod';
import type { MockApp } from '../src/app.ts';
import { type CreateAppOptions, createApp } from '../src/app.ts';
import { type ManualClock, manualClock } from '../src/clock/clock.ts';
import { type Env, parseEnv } from '../src/env.ts';
import { type MemoryLogger, memoryLogger } from '../src/log/logger.ts';
import type { EndpointTable } from '../src/registry/table.ts';
import type { Store } from '../src/store/store.ts';

/** The instant test apps start at (a fixed clock keeps dates and dynamickeys deterministic). */
export const TEST_NOW = '2025-03-10T09:30:00.000Z';

export interface CallOptions {
  /** Sends `Authorization: Bearer <token>`. */
  token?: string;
  /** Sends this `Authorization` header as is (malformed-header tests). */
  authorization?: string;
  /** The `dynamickey` header; default: the key of the app clock's current hour; null omits it. */
  dynamicKey?: string | null;
  /** Sends `Prefer: code=<prefer>`. */
  prefer?: number | string;
  headers?: Record<string, string>;
  /** Body encoding; default from the table entry (multipart entries send FormData, others JSON). */
  as?: 'json' | 'multipart';
  /** A raw body string instead of `body` (sent as application/json unless `headers` say otherwise). */
  raw?: string;
  /** The peer address the call comes from (as a socket's `remoteAddress`); default: no socket. */
  peer?: string;
  /** A body sent as is (bytes, a FormData), with only the headers given. */
  rawBody?: Uint8Array<ArrayBuffer> | FormData;
}

/**
 * The success body of an operation or an error body; `unknown` for a path that is not a table template.
 * The client parses every body with the schema it claims (a 200 with the operation's response schema).
 */
type BodyOf<M extends string, P extends string> = `${M} ${P}` extends Operation
  ? z.output<Endpoints[`${M} ${P}`]['response']> | ErrorBody
  : unknown;

interface ApiResponse<B = unknown> {
  status: number;
  body: B;
  headers: Headers;
}

type Fields = Record<string, unknown>;

/** Fills `{param}` placeholders from `input` and returns the path and the fields left over. */
function fillPath(template: string, input: Fields): { path: string; rest: Fields } {
  const rest: Fields = { ...input };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}

function toQuery(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** FormData as the web app sends it: lists as repeated `key[]`, files as Blobs, the rest as strings. */
function toFormData(fields: Fields): FormData {
  const form = new FormData();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'upload.bin');
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else add(key, value);
  }
  return form;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An in-process client for a mock app: `api(mock).post('event-payment', body, { token })` resolves to
 * `{ status, body, headers }`. Paths are table paths (`events/{slug}` with `{ slug }` in the input, or
 * a concrete `events/some-slug`), relative to `/api/`. The `dynamickey` is derived from the app's clock.
 */
export function api<S>(mock: MockApp<S>) {
  const { app, state } = mock;
  const keyFor = (at: Date = state.clock.now()) => dynamicKey(at, state.env.DYNAMIC_KEY_PHRASE);

  async function request(method: string, template: string, input: Fields = {}, options: CallOptions = {}) {
    const { path, rest } = fillPath(template, input);
    const headers = new Headers(options.headers);
    const key = options.dynamicKey === undefined ? await keyFor() : options.dynamicKey;
    if (key !== null) headers.set('dynamickey', key);
    if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
    if (options.authorization !== undefined) headers.set('authorization', options.authorization);
    if (options.prefer !== undefined) headers.set('prefer', `code=${options.prefer}`);

    let url = `/api/${path}`;
    let body: NonNullable<RequestInit['body']> | undefined;
    if (method === 'GET') {
      url += toQuery(rest);
    } else if (options.rawBody !== undefined) {
      body = options.rawBody;
    } else if (options.raw !== undefined) {
      body = options.raw;
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    } else {
      const def = state.table[`${method} ${template}`];
      const encoding = options.as ?? (def?.body === 'multipart' ? 'multipart' : 'json');
      if (encoding === 'multipart') {
        body = toFormData(rest);
      } else {
        body = JSON.stringify(rest);
        headers.set('content-type', 'application/json');
      }
    }
    const peer =
      options.peer === undefined ? undefined : { incoming: { socket: { remoteAddress: options.peer } } };
    const response = await app.request(url, { method, headers, body }, peer);
    const text = await readBody(response);
    return {
      status: response.status,
      body: parseBody(`${method} ${template}`, response.status, text),
      headers: response.headers,
    };
  }

  /** Parses a body with its documented schema (the success schema on 200, the error body otherwise). */
  function parseBody(operation: string, status: number, body: unknown): unknown {
    const def = state.table[operation];
    if (status === 200 && def) return def.response.parse(body);
    const error = errorBodySchema.safeParse(body);
    return error.success ? error.data : body;
  }

  return {
    request,
    get: <P extends string>(path: P, query?: Fields, options?: CallOptions) =>
      request('GET', path, query, options) as Promise<ApiResponse<BodyOf<'GET', P>>>,
    post: <P extends string>(path: P, body?: Fields, options?: CallOptions) =>
      request('POST', path, body, options) as Promise<ApiResponse<BodyOf<'POST', P>>>,
    /** The `dynamickey` for an instant (default: the app clock's now). */
    keyFor,
    /** A valid session token for a user, without going through `login`. */
    signIn: (userId: number) => state.sessions.issueToken(userId).token,
    /**
     * Any non-API route of the mock (`/__mock/...`, `/openapi.json`), with a JSON body when given;
     * every call but GET is sent as JSON (as the mock's controls require).
     */
    mock: async (method: string, path: string, json?: unknown, headers?: Record<string, string>) => {
      const init: RequestInit = { method };
      if (json !== undefined) init.body = JSON.stringify(json);
      if (method !== 'GET' && method !== 'HEAD') init.headers = { 'content-type': 'application/json' };
      if (headers) init.headers = { ...init.headers, ...headers };
      const response = await app.request(path, init);
      return { status: response.status, body: await readBody(response), headers: response.headers };
    },
  };
}

export type TestApp<S> = MockApp<S> & { clock: ManualClock; log: MemoryLogger; env: Env };

/**
 * A mock app for tests: test env (request log off, response bodies checked), a manual clock at
 * `TEST_NOW` (move it with `clock.advance(ms)`), and a memory logger (`log.lines`, `log.errors`).
 */
export function testApp<T extends EndpointTable = Endpoints, S = Store>(
  options: Omit<CreateAppOptions<T, S>, 'env' | 'clock' | 'log'> & {
    env?: Record<string, string>;
    now?: string;
  },
): TestApp<S> {
  const { env: vars, now, ...rest } = options;
  const env = parseEnv({ NODE_ENV: 'test', MOCK_LOG: '0', ...vars });
  const clock = manualClock(now ?? TEST_NOW);
  const log = memoryLogger();
  const mock = createApp<T, S>({ ...rest, env, clock, log });
  return { ...mock, clock, log, env };
}
