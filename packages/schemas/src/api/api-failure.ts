/**
 * How the client turns a failed call into an `ApiError` (api-error.ts). Apart from the error itself, so
 * code that only reads a failure (the machines' call-failure.ts) does not bundle how one is made.
 */
import { commonMessages } from '../common/messages.ts';
import { ApiError, type ApiErrorKind } from './api-error.ts';

/** What went wrong with one call, as the client saw it. */
export type CallFailure =
  /** The server answered a failure: a non-2xx status, or a 2xx `{ status: 0 }` body (pass 400). */
  | { answered: number; body?: unknown }
  /** No answer: fetch threw (`timedOut` when the caller's deadline passed). */
  | { unanswered: unknown; timedOut?: boolean }
  /** A 2xx answer the endpoint's schema does not accept (`body` is the text when it was not JSON). */
  | { invalid: number; body: unknown; cause?: unknown };

/**
 * The one way a failed call becomes an `ApiError`: the client calls it, and so does every test
 * double that fakes a failure, so a flow under test sees exactly what it sees in the app.
 */
export function apiFailure(operation: string, failure: CallFailure): ApiError {
  if ('answered' in failure) {
    const status = failure.answered;
    const serverMessage = serverMessageOf(failure.body);
    return new ApiError({
      kind: kindOfStatus(status),
      status,
      operation,
      message: serverMessage ?? fallbackMessage(status),
      ...(serverMessage === undefined ? {} : { serverMessage }),
      ...(failure.body === undefined ? {} : { body: failure.body }),
    });
  }
  if ('unanswered' in failure) {
    return new ApiError({
      kind: failure.timedOut ? 'timeout' : 'unreachable',
      status: 0,
      operation,
      message: commonMessages.unexpected,
      cause: failure.unanswered,
    });
  }
  return new ApiError({
    kind: 'invalid-response',
    status: failure.invalid,
    operation,
    message: commonMessages.unexpected,
    body: failure.body,
    ...(failure.cause === undefined ? {} : { cause: failure.cause }),
  });
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 400 || status === 429) return 'refused';
  if (status >= 400 && status < 500) return 'client-error';
  return 'server-error';
}

/** Generic text of a failure the server sent without a message. */
function fallbackMessage(status: number): string {
  if (status === 401) return commonMessages.sessionExpired;
  if (status === 404) return commonMessages.recordNotFound;
  return commonMessages.unexpected;
}

function serverMessageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message.trim() === '' ? undefined : body.message;
  }
  return undefined;
}
