/**
 * How a call failed:
 * - 'http': the server answered a failure (non-2xx, or a 2xx body with `status: 0`, read as 400);
 * - 'network': fetch itself threw (offline, DNS, CORS refused); `status` is 0;
 * - 'invalid-response': a 2xx answer whose body is not JSON or does not match the endpoint's schema.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  operation: string;
  message: string;
  body?: unknown;
  cause?: unknown;
}

/** A failed call. `message` is the server's message when it sent one, else a generic one from the specs. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status (400 for a 2xx body with `status: 0`; 0 for a network failure). */
  readonly status: number;
  /** Operation key of the call, e.g. `"GET events/{slug}"`. */
  readonly operation: string;
  /** The parsed response body, when there was one. */
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.operation = init.operation;
    if (init.body !== undefined) this.body = init.body;
  }

  /** A 401: the token is missing, expired or unknown; the session flow clears storage and goes to /login. */
  get isSessionExpired(): boolean {
    return this.kind === 'http' && this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
