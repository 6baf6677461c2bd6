/**
 * Reading a failed call. The app's HTTP actors reject with the client's `ApiError` (@lwl/schemas):
 * `kind` 'http' carries the HTTP `status` and the parsed failure `body` (`{ status: 0, message }`).
 * Network failures, invalid responses and anything else have no status and no server message.
 */
import { type ApiError, isApiError } from '@lwl/schemas';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function httpFailure(error: unknown): ApiError | undefined {
  return isApiError(error) && error.kind === 'http' ? error : undefined;
}

/** The HTTP status of a server's failure answer; undefined for other failures. */
export function httpStatusOf(error: unknown): number | undefined {
  return httpFailure(error)?.status;
}

/** A 401: the session is over and the session machine takes it from here. */
export function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}

/**
 * The server's message of a rejected call (`body.message` of a `{ status: 0, message }` answer), or
 * undefined when the failure has none (network error, 500 without a body, a bug).
 */
export function serverMessageOf(error: unknown): string | undefined {
  const body = httpFailure(error)?.body;
  if (!isRecord(body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The message the user sees for a failed call: the server's own, else the flow's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/** The error a default (not provided) actor rejects with. */
export function notProvided(machine: string, name: string): Error {
  return new Error(`${machine}: '${name}' is not provided; pass it with machine.provide(...)`);
}
