/**
 * Reading the failures of HTTP actors: the web app's client rejects with `ApiError` of @lwl/schemas
 * (`kind` 'http' | 'network' | 'invalid-response', `status`, the server's `message`). Anything else
 * (a bug, a thrown string) counts as an unexpected failure.
 */
import { type ApiError, isApiError } from '@lwl/schemas';

function httpFailure(error: unknown): ApiError | undefined {
  return isApiError(error) && error.kind === 'http' ? error : undefined;
}

/** A 401: the token is missing, expired or unknown. */
export function isSessionExpiredError(error: unknown): boolean {
  return isApiError(error) && error.isSessionExpired;
}

/** The HTTP status of a server's failure answer; undefined for network and other failures. */
export function httpStatusOf(error: unknown): number | undefined {
  return httpFailure(error)?.status;
}

/** The server's message of an HTTP failure with the given status (any status when omitted). */
export function serverMessageOf(error: unknown, status?: number): string | undefined {
  const failure = httpFailure(error);
  if (!failure || failure.message === '') return undefined;
  if (status !== undefined && failure.status !== status) return undefined;
  return failure.message;
}

/** The catalogues' usual rule: a 400 shows the server's message, anything else the fallback. */
export function badRequestMessageOr(error: unknown, fallback: string): string {
  return serverMessageOf(error, 400) ?? fallback;
}
