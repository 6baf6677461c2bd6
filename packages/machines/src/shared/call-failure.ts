/**
 * Reading a failed call. The app's HTTP actors reject with the client's `ApiError` (@lwl/schemas);
 * only `kind` 'http' is a server's answer, with its HTTP `status` and parsed `body`.
 * The server's message is the body's `message` (`{ status: 0, message }`), not `error.message`: when
 * the server sent none, the client fills `error.message` with a generic text, and the flows show
 * their own fallback from the specs' catalogue instead.
 * Network failures, invalid responses and anything else have no status and no server message.
 */
import { type ApiError, isApiError } from '@lwl/schemas';

function httpFailure(error: unknown): ApiError | undefined {
  return isApiError(error) && error.kind === 'http' ? error : undefined;
}

/** The HTTP status of a server's failure answer; undefined for network and other failures. */
export function httpStatusOf(error: unknown): number | undefined {
  return httpFailure(error)?.status;
}

/** A 401: the token is missing, expired or unknown; the session machine takes it from here. */
export function isSessionExpiredError(error: unknown): boolean {
  return isApiError(error) && error.isSessionExpired;
}

/** Guard on an invoke's error event (`xstate.error.actor.*`): the call answered 401. */
export function hasSessionExpiredError({ event }: { event: object }): boolean {
  return 'error' in event && isSessionExpiredError(event.error);
}

/** The server's non-blank message of an HTTP failure with the given status (any status when omitted). */
export function serverMessageOf(error: unknown, status?: number): string | undefined {
  const failure = httpFailure(error);
  if (!failure || (status !== undefined && failure.status !== status)) return undefined;
  const { body } = failure;
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The message the user sees for a failed call: the server's own, else the flow's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/**
 * The catalogues' usual rule: a 400 shows the server's message, anything else the fallback. A 429
 * (too many attempts) shows the server's message too: it says how long to wait.
 */
export function badRequestMessageOr(error: unknown, fallback: string): string {
  return serverMessageOf(error, 400) ?? serverMessageOf(error, 429) ?? fallback;
}
