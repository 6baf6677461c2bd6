import type * as z from 'zod/mini';

/** Whether a call needs, accepts or ignores the bearer token. */
export type AuthMode = 'required' | 'optional' | 'none';
/** How the request carries its input: no body (GET: query string), JSON, or multipart form data. */
export type BodyKind = 'none' | 'json' | 'multipart';
export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the backend contract. `path` is relative to the API base (`{origin}/api/`) and uses
 * OpenAPI-style `{param}` placeholders. `input` is one object schema for everything the caller sends:
 * keys named in the path fill the placeholders, the rest go to the query string (GET) or the body.
 * The operation key `"METHOD path"` (e.g. `"GET events/{slug}"`) names the call everywhere: the client,
 * the mock's routes, its scenarios (`PUT /__mock/scenarios`) and the OpenAPI document.
 */
export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  I extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: M;
  path: P;
  auth: AuthMode;
  body: BodyKind;
  input: I;
  /** Schema of the success body (HTTP 200). Failures use `errorBodySchema`. */
  response: R;
  /** Documented error statuses, besides 500 which any call may answer. */
  errors: readonly ErrorStatus[];
  summary: string;
  /**
   * A contract extension: a call the web needs beyond the specs' endpoints (docs/decisions/0010 "Contract
   * extensions"), marked `x-lwl-extension: true` in the OpenAPI document. The web degrades when a
   * backend answers 404 for it.
   */
  extension?: true;
}

/**
 * 429: too many attempts or records (login, forgot-password, orders, forms: the mock's limits,
 * docs/mock-limits.md); the answer carries `Retry-After` in seconds.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 429 | 500;

export type OperationKey<E extends EndpointDef> = `${E['method']} ${E['path']}`;

export function defineEndpoint<
  M extends HttpMethod,
  P extends string,
  I extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(def: EndpointDef<M, P, I, R>): EndpointDef<M, P, I, R> {
  return def;
}

/** Path parameter names of a path template: `events/{slug}` → `['slug']`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

export function operationKey(def: Pick<EndpointDef, 'method' | 'path'>): string {
  return `${def.method} ${def.path}`;
}

/** A valid request and success answer for one endpoint, as its schemas accept them. */
export interface EndpointExample<E extends EndpointDef> {
  input: z.input<E['input']>;
  response: z.output<E['response']>;
}

/** Examples for a group of endpoints: one per operation key. */
export type ExamplesFor<T extends Record<string, EndpointDef>> = { [K in keyof T]: EndpointExample<T[K]> };
