/**
 * A failed call in a payload. The machines branch on the client's `ApiError` (its `kind`), which JSON
 * cannot carry, so a payload names the failure instead — `{"$apiFailure": {"operation": "POST
 * delete-event", "status": 400, "message": "…"}}`, readable and editable, kept as such in a shared
 * link — and the studio makes the `ApiError` the app's client would make (`apiFailure`) when it sends
 * the event.
 */
import { apiFailure } from '@lwl/schemas';
import type { EventObject } from 'xstate';

const FAILURE_KEY = '$apiFailure';

export interface FailureSpec {
  /** The call, as the endpoint table names it (`POST delete-event`). */
  operation: string;
  /** The HTTP status the server answers; absent when there is no answer. */
  status?: number;
  /** The server's message (`{ status: 0, message }`); absent: a body without one. */
  message?: string;
}

export const failurePayload = (spec: FailureSpec) => ({ [FAILURE_KEY]: spec });

function failureSpecOf(value: unknown): FailureSpec | undefined {
  if (typeof value !== 'object' || value === null || !(FAILURE_KEY in value)) return undefined;
  const spec = (value as Record<string, unknown>)[FAILURE_KEY];
  if (typeof spec !== 'object' || spec === null) return undefined;
  const { operation, status, message } = spec as Record<string, unknown>;
  return {
    operation: typeof operation === 'string' ? operation : 'a call',
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}

/** The `ApiError` the app's client makes for this failure. */
function toApiError(spec: FailureSpec) {
  if (spec.status === undefined) {
    return apiFailure(spec.operation, { unanswered: new TypeError('Failed to fetch') });
  }
  return apiFailure(spec.operation, {
    answered: spec.status,
    ...(spec.message === undefined ? {} : { body: { status: 0, message: spec.message } }),
  });
}

/** The event as the machine receives it: a named failure becomes the client's `ApiError`. */
export function reviveEvent(event: EventObject): EventObject {
  if (!('error' in event)) return event;
  const spec = failureSpecOf(event.error);
  return spec ? ({ ...event, error: toApiError(spec) } as EventObject) : event;
}
