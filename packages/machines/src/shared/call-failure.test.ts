import { ApiError } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import {
  badRequestMessageOr,
  failureMessage,
  hasSessionExpiredError,
  httpStatusOf,
  isSessionExpiredError,
  serverMessageOf,
} from './call-failure.ts';
import { httpFailure, invalidResponse, networkFailure } from './test-fakes.ts';

describe('reading call failures', () => {
  it('gives the HTTP status of a server failure only', () => {
    expect(httpStatusOf(httpFailure(404, 'Record not found. Please try again later.'))).toBe(404);
    expect(httpStatusOf(httpFailure(400))).toBe(400);
    expect(httpStatusOf(networkFailure())).toBeUndefined();
    expect(httpStatusOf(invalidResponse())).toBeUndefined();
    expect(httpStatusOf(new Error('bug'))).toBeUndefined();
    expect(httpStatusOf('boom')).toBeUndefined();
    expect(httpStatusOf({ status: 401 })).toBeUndefined();
  });

  it('recognises a 401 as an expired session, and nothing else', () => {
    expect(isSessionExpiredError(httpFailure(401, 'Unauthenticated.'))).toBe(true);
    expect(isSessionExpiredError(httpFailure(401))).toBe(true);
    expect(isSessionExpiredError(httpFailure(403, 'Forbidden'))).toBe(false);
    expect(isSessionExpiredError(networkFailure())).toBe(false);
    expect(isSessionExpiredError({ kind: 'http', status: 401 })).toBe(false);
    expect(isSessionExpiredError(null)).toBe(false);
  });

  it("reads a 401 from an invoke's error event only", () => {
    expect(hasSessionExpiredError({ event: { type: 'xstate.error.actor.x', error: httpFailure(401) } })).toBe(
      true,
    );
    expect(hasSessionExpiredError({ event: { type: 'xstate.error.actor.x', error: httpFailure(400) } })).toBe(
      false,
    );
    expect(hasSessionExpiredError({ event: { type: 'form.submit' } })).toBe(false);
  });

  it("reads the server's message from the failure body, ignoring blank ones", () => {
    expect(serverMessageOf(httpFailure(400, 'Invalid coupon code.'))).toBe('Invalid coupon code.');
    expect(serverMessageOf(httpFailure(500, 'Server said'))).toBe('Server said');
    expect(serverMessageOf(httpFailure(400, ''))).toBeUndefined();
    expect(serverMessageOf(httpFailure(400, '  '))).toBeUndefined();
    expect(serverMessageOf(networkFailure())).toBeUndefined();
    expect(serverMessageOf({ body: { message: 'not an ApiError' } })).toBeUndefined();
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeUndefined();
  });

  it("does not take the client's generic text for a server message", () => {
    expect(serverMessageOf(httpFailure(500))).toBeUndefined();
    expect(
      serverMessageOf(
        new ApiError({ kind: 'http', status: 500, operation: 'GET user', message: 'x', body: '<html>' }),
      ),
    ).toBeUndefined();
  });

  it('keeps to the given status when one is asked for', () => {
    expect(serverMessageOf(httpFailure(500, 'Server said'), 400)).toBeUndefined();
    expect(serverMessageOf(httpFailure(400, 'Bad'), 400)).toBe('Bad');
  });

  it('prefers the server message over the fallback', () => {
    expect(failureMessage(httpFailure(404, 'Record not found.'), 'fallback')).toBe('Record not found.');
    expect(failureMessage(httpFailure(500), 'fallback')).toBe('fallback');
    expect(failureMessage(new Error('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it("shows a 400's message, else the fallback", () => {
    expect(badRequestMessageOr(httpFailure(400, 'Invalid coupon code.'), 'fallback')).toBe(
      'Invalid coupon code.',
    );
    expect(badRequestMessageOr(httpFailure(500, 'Internal'), 'fallback')).toBe('fallback');
    expect(badRequestMessageOr(httpFailure(429, 'Too many failed login attempts.'), 'fallback')).toBe(
      'Too many failed login attempts.',
    );
    expect(badRequestMessageOr(httpFailure(403, 'Members only'), 'fallback')).toBe('fallback');
    expect(badRequestMessageOr(invalidResponse(), 'fallback')).toBe('fallback');
    expect(badRequestMessageOr('boom', 'fallback')).toBe('fallback');
  });
});
