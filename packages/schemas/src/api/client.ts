import type { z } from 'zod';
import { commonMessages } from '../common/messages.ts';
import { ApiError } from './api-error.ts';
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

/** Generic text of a failure the server sent without a message. */
function fallbackMessage(status: number): string {
  if (status === 401) return commonMessages.sessionExpired;
  if (status === 404) return commonMessages.recordNotFound;
  return commonMessages.unexpected;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message.trim() === '' ? undefined : body.message;
  }
  return undefined;
}

const isFailureBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'status' in body && body.status === 0;

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
      // An abort is the caller's own doing (an actor stopped): rethrown as fetch raised it.
      if (init.signal?.aborted) throw cause;
      throw new ApiError({
        kind: 'network',
        status: 0,
        operation,
        message: commonMessages.unexpected,
        cause,
      });
    }

    const parsed = await readJson(response);
    const body = parsed.ok ? parsed.body : undefined;

    if (!response.ok) {
      throw new ApiError({
        kind: 'http',
        status: response.status,
        operation,
        message: serverMessage(body) ?? fallbackMessage(response.status),
        body: parsed.ok ? parsed.body : parsed.text,
      });
    }
    if (!parsed.ok) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        operation,
        message: commonMessages.unexpected,
        body: parsed.text,
      });
    }
    // A refusal in a 2xx envelope (`status: 0`) is read as a 400: the message is meant for the user.
    if (isFailureBody(body)) {
      throw new ApiError({
        kind: 'http',
        status: 400,
        operation,
        message: serverMessage(body) ?? fallbackMessage(400),
        body,
      });
    }
    const result = def.response.safeParse(body);
    if (!result.success) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        operation,
        message: commonMessages.unexpected,
        body,
        cause: result.error,
      });
    }
    // safeParse on the generic `D['response']` is typed from its constraint (unknown); the value is D's output.
    return result.data as z.output<D['response']>;
  }

  return { request };
}
