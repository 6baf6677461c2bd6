import type * as z from 'zod/mini';
import { apiFailure } from './api-failure.ts';
import { DEFAULT_DYNAMIC_KEY_PHRASE, DYNAMIC_KEY_HEADER, dynamicKey } from './dynamic-key.ts';
import { asRecord, fillPath, toFormData, toJsonBody, toQueryString } from './encode.ts';
import { type EndpointDef, operationKey } from './endpoint.ts';

/** The global `fetch` fits; tests pass a fake that records the Request. */
export type FetchLike = (request: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** API base, e.g. 'http://localhost:8787/api/' (a missing trailing slash is added). */
  baseUrl: string;
  fetch: FetchLike;
  /** The stored bearer token (AuthToken), if any. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Clock of the `dynamickey` header; defaults to the system clock. */
  now?: () => Date;
  dynamicKeyPhrase?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers, e.g. `Prefer: code=401` to ask the mock for a documented failure. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<D extends EndpointDef>(
    def: D,
    input: z.input<D['input']>,
    options?: RequestOptions,
  ): Promise<z.output<D['response']>>;
}

const isFailureBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'status' in body && body.status === 0;

/** The caller's deadline (`AbortSignal.timeout(ms)`) passed: a failure of the call, not a cancel. */
const isTimeout = (signal: AbortSignal | undefined): boolean =>
  signal?.aborted === true && signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';

async function readJson(
  response: Response,
): Promise<{ ok: true; body: unknown } | { ok: false; text: string }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: false, text };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

/**
 * The typed client. It takes the endpoint definition per call (it never imports the endpoint
 * table), so a route bundles only the schemas it uses.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const now = options.now ?? (() => new Date());
  const phrase = options.dynamicKeyPhrase ?? DEFAULT_DYNAMIC_KEY_PHRASE;
  // Called as a plain function: a browser's fetch throws "Illegal invocation" when called as a method of another object.
  const doFetch = options.fetch;
  const { getToken } = options;

  async function buildRequest(def: EndpointDef, input: unknown, init: RequestOptions): Promise<Request> {
    const { path, rest } = fillPath(def.path, asRecord(input));
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    headers.set(DYNAMIC_KEY_HEADER, await dynamicKey(now(), phrase));
    if (def.auth !== 'none') {
      const token = await getToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    let url = `${base}${path}`;
    let body: NonNullable<RequestInit['body']> | undefined;
    if (def.body === 'none') {
      url += toQueryString(rest);
    } else if (def.body === 'json') {
      headers.set('content-type', 'application/json');
      body = toJsonBody(rest);
    } else {
      // fetch sets the multipart content-type with its boundary.
      body = toFormData(rest);
    }
    return new Request(url, { method: def.method, headers, body, signal: init.signal ?? null });
  }

  async function request<D extends EndpointDef>(
    def: D,
    input: z.input<D['input']>,
    init: RequestOptions = {},
  ): Promise<z.output<D['response']>> {
    const operation = operationKey(def);
    const req = await buildRequest(def, input, init);

    let response: Response;
    try {
      response = await doFetch(req);
    } catch (cause) {
      const timedOut = isTimeout(init.signal);
      // An abort is the caller's own doing (an actor stopped): rethrown as fetch raised it.
      if (init.signal?.aborted && !timedOut) throw cause;
      throw apiFailure(operation, { unanswered: cause, timedOut });
    }

    const parsed = await readJson(response);
    if (!response.ok) {
      throw apiFailure(operation, { answered: response.status, body: parsed.ok ? parsed.body : parsed.text });
    }
    if (!parsed.ok) throw apiFailure(operation, { invalid: response.status, body: parsed.text });
    const { body } = parsed;
    // A refusal in a 2xx envelope (`status: 0`) is read as a 400: the message is meant for the user.
    if (isFailureBody(body)) throw apiFailure(operation, { answered: 400, body });
    const result = def.response.safeParse(body);
    if (!result.success) {
      throw apiFailure(operation, { invalid: response.status, body, cause: result.error });
    }
    // safeParse on the generic `D['response']` is typed from its constraint (unknown); the value is D's output.
    return result.data as z.output<D['response']>;
  }

  return { request };
}
