/**
 * How a call failed, the one thing flows branch on (they never read the HTTP status):
 * - 'unreachable': no answer (fetch threw: offline, DNS, connection refused, CORS);
 * - 'timeout': no answer before the caller's deadline (`AbortSignal.timeout`);
 * - 'unauthorized': 401, the token is missing, expired or unknown;
 * - 'not-found': 404;
 * - 'refused': 400 (also a 2xx body with `status: 0`) or 429: the server turned down what was sent,
 *   and its message tells the user what to change or how long to wait;
 * - 'client-error': any other 4xx (403 wrong dynamic key, 413 too large...): the app's request was wrong;
 * - 'server-error': 5xx;
 * - 'invalid-response': a 2xx answer whose body is not JSON or does not match the endpoint's schema.
 */
export type ApiErrorKind =
  | 'unreachable'
  | 'timeout'
  | 'unauthorized'
  | 'not-found'
  | 'refused'
  | 'client-error'
  | 'server-error'
  | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status, for logs; 0 when there was no answer. */
  status: number;
  operation: string;
  message: string;
  serverMessage?: string;
  body?: unknown;
  cause?: unknown;
}

/** A failed call. `message` is the server's message when it sent one, else a generic one from the specs. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status (400 for a 2xx body with `status: 0`; 0 without an answer). For logs only: flows read `kind`. */
  readonly status: number;
  /** Operation key of the call, e.g. `"GET events/{slug}"`. */
  readonly operation: string;
  /** The non-blank `message` of the server's failure body, when it sent one. */
  readonly serverMessage?: string;
  /** The parsed response body, when there was one. */
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.operation = init.operation;
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage;
    if (init.body !== undefined) this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
