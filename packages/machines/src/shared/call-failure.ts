/**
 * Reading a failed call. The app's HTTP actors reject with the client's `ApiError` (@lwl/schemas),
 * made by its `apiFailure`: flows branch on its `kind` ('unauthorized', 'not-found', 'refused'...),
 * never on an HTTP status.
 * The server's message is the error's `serverMessage` (the body's non-blank `message`), not
 * `error.message`: when the server sent none, the client fills `error.message` with a generic text,
 * and the flows show their own fallback from the specs' catalogue instead.
 */
import { type ApiErrorKind, isApiError } from '@lwl/schemas';

/** The kind of a failed call; undefined for anything that is not the client's `ApiError`. */
export function failureKindOf(error: unknown): ApiErrorKind | undefined {
  return isApiError(error) ? error.kind : undefined;
}

/** Whether an error is one of the given kinds of failed call. */
export function isFailureOf(error: unknown, ...kinds: readonly ApiErrorKind[]): boolean {
  const kind = failureKindOf(error);
  return kind !== undefined && kinds.includes(kind);
}

/** Guard on an invoke's error event (`xstate.error.actor.*`): the call failed with one of `kinds`. */
export const failedWith =
  (...kinds: readonly ApiErrorKind[]) =>
  ({ event }: { event: object }): boolean =>
    'error' in event && isFailureOf(event.error, ...kinds);

/** A 401: the token is missing, expired or unknown; the session machine takes it from here. */
export function isSessionExpiredError(error: unknown): boolean {
  return isFailureOf(error, 'unauthorized');
}

/** Guard on an invoke's error event (`xstate.error.actor.*`): the call answered 401. */
export const hasSessionExpiredError = failedWith('unauthorized');

/** No answer worth waiting on: unreachable, timed out, or the server failed (5xx). Trying again may work. */
export function isOutageError(error: unknown): boolean {
  return isFailureOf(error, 'unreachable', 'timeout', 'server-error');
}

/** The server's non-blank message of a failure of one of the given kinds (any kind when none is given). */
export function serverMessageOf(error: unknown, ...kinds: readonly ApiErrorKind[]): string | undefined {
  if (!isApiError(error) || (kinds.length > 0 && !kinds.includes(error.kind))) return undefined;
  return error.serverMessage;
}

/** The message the user sees for a failed call: the server's own, else the flow's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/**
 * The catalogues' usual rule: a refusal (400, or 429 "too many attempts", which says how long to
 * wait) shows the server's message, anything else the fallback.
 */
export function refusalMessageOr(error: unknown, fallback: string): string {
  return serverMessageOf(error, 'refused') ?? fallback;
}
