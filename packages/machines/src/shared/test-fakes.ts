/**
 * Fakes for machine tests (not exported by the package index): failures made by the client's own
 * `apiFailure`, so a flow under test rejects exactly as in the app; scripted results for HTTP fakes;
 * and a recorder of named actions.
 */
import { type ApiError, apiFailure } from '@lwl/schemas';
import type { ToastKind, ToastParams } from './effects.ts';

/**
 * A server's failure answer. With a message, the body is `{ status: 0, message }` and the client's
 * `message` is the server's; without one, there is no body and the client's generic text.
 */
export function httpFailure(status: number, message?: string, operation = 'POST test'): ApiError {
  return apiFailure(operation, {
    answered: status,
    ...(message === undefined ? {} : { body: { status: 0, message } }),
  });
}

/** No answer: the server is unreachable (fetch threw). */
export function networkFailure(operation = 'POST test'): ApiError {
  return apiFailure(operation, { unanswered: new TypeError('Failed to fetch') });
}

export function invalidResponse(operation = 'GET test'): ApiError {
  return apiFailure(operation, { invalid: 200, body: '<html>' });
}

/** A result an HTTP fake resolves with, or an error it rejects with. */
export type Scripted<T> = { ok: T } | { error: unknown };

export async function settle<T>(result: Scripted<T>): Promise<T> {
  if ('error' in result) throw result.error;
  return result.ok;
}

export interface RecordedCall {
  action: string;
  params?: unknown;
}

/** Records named actions in the order they run. */
export class ActionRecorder {
  readonly calls: RecordedCall[] = [];

  /** An action implementation recording its name and params. */
  record(action: string) {
    return (_: unknown, params?: unknown): void => {
      this.calls.push(params === undefined ? { action } : { action, params });
    };
  }

  /** The `message` params of every call of `action`, in order. */
  messages(action: string): string[] {
    return this.calls
      .filter((c) => c.action === action)
      .map((c) => (c.params as { message?: string } | undefined)?.message ?? '');
  }

  /** The messages of every `showToast` of the given kind, in order. */
  toasts(kind: ToastKind): string[] {
    return this.calls
      .filter((c) => c.action === 'showToast' && (c.params as ToastParams | undefined)?.kind === kind)
      .map((c) => (c.params as ToastParams).message);
  }

  names(): string[] {
    return this.calls.map((c) => c.action);
  }

  count(action: string): number {
    return this.calls.filter((c) => c.action === action).length;
  }
}
