import { describe, expect, it } from 'vitest';
import {
  failedWith,
  failureKindOf,
  failureMessage,
  hasSessionExpiredError,
  isFailureOf,
  isOutageError,
  isSessionExpiredError,
  refusalMessageOr,
  serverMessageOf,
} from './call-failure.ts';
import { httpFailure, invalidResponse, networkFailure } from './test-fakes.ts';

describe('reading call failures', () => {
  it("gives the kind of the client's failures only", () => {
    expect(failureKindOf(httpFailure(404, 'Record not found. Please try again later.'))).toBe('not-found');
    expect(failureKindOf(httpFailure(400))).toBe('refused');
    expect(failureKindOf(networkFailure())).toBe('unreachable');
    expect(failureKindOf(invalidResponse())).toBe('invalid-response');
    expect(failureKindOf(new Error('bug'))).toBeUndefined();
    expect(failureKindOf('boom')).toBeUndefined();
    expect(failureKindOf({ kind: 'unauthorized', status: 401 })).toBeUndefined();
  });

  it('tells whether a failure is one of the given kinds', () => {
    expect(isFailureOf(httpFailure(429, 'Too many attempts.'), 'refused')).toBe(true);
    expect(isFailureOf(httpFailure(403), 'refused', 'not-found')).toBe(false);
    expect(isFailureOf(httpFailure(403), 'client-error')).toBe(true);
    expect(isFailureOf(new Error('bug'), 'unreachable')).toBe(false);
  });

  it('recognises a 401 as an expired session, and nothing else', () => {
    expect(isSessionExpiredError(httpFailure(401, 'Unauthenticated.'))).toBe(true);
    expect(isSessionExpiredError(httpFailure(401))).toBe(true);
    expect(isSessionExpiredError(httpFailure(403, 'Forbidden'))).toBe(false);
    expect(isSessionExpiredError(networkFailure())).toBe(false);
    expect(isSessionExpiredError({ kind: 'unauthorized', status: 401 })).toBe(false);
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

  it("guards an invoke's error event on the listed kinds", () => {
    const isMissing = failedWith('not-found');
    expect(isMissing({ event: { type: 'xstate.error.actor.x', error: httpFailure(404) } })).toBe(true);
    expect(isMissing({ event: { type: 'xstate.error.actor.x', error: httpFailure(500) } })).toBe(false);
    expect(isMissing({ event: { type: 'xstate.done.actor.x', output: httpFailure(404) } })).toBe(false);
  });

  it('counts no answer and a 5xx as an outage, and nothing else', () => {
    expect(isOutageError(networkFailure())).toBe(true);
    expect(isOutageError(httpFailure(500))).toBe(true);
    expect(isOutageError(httpFailure(503, 'Down for maintenance.'))).toBe(true);
    expect(isOutageError(httpFailure(400, 'Invalid coupon code.'))).toBe(false);
    expect(isOutageError(invalidResponse())).toBe(false);
    expect(isOutageError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it("reads the server's message, ignoring blank ones", () => {
    expect(serverMessageOf(httpFailure(400, 'Invalid coupon code.'))).toBe('Invalid coupon code.');
    expect(serverMessageOf(httpFailure(500, 'Server said'))).toBe('Server said');
    expect(serverMessageOf(httpFailure(400, ''))).toBeUndefined();
    expect(serverMessageOf(httpFailure(400, '  '))).toBeUndefined();
    expect(serverMessageOf(networkFailure())).toBeUndefined();
    expect(serverMessageOf({ serverMessage: 'not an ApiError' })).toBeUndefined();
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeUndefined();
  });

  it("does not take the client's generic text for a server message", () => {
    expect(serverMessageOf(httpFailure(500))).toBeUndefined();
    expect(serverMessageOf(invalidResponse())).toBeUndefined();
  });

  it('keeps to the given kinds when some are asked for', () => {
    expect(serverMessageOf(httpFailure(500, 'Server said'), 'refused')).toBeUndefined();
    expect(serverMessageOf(httpFailure(400, 'Bad'), 'refused')).toBe('Bad');
    expect(serverMessageOf(httpFailure(404, 'Gone'), 'refused', 'not-found')).toBe('Gone');
  });

  it('prefers the server message over the fallback', () => {
    expect(failureMessage(httpFailure(404, 'Record not found.'), 'fallback')).toBe('Record not found.');
    expect(failureMessage(httpFailure(500), 'fallback')).toBe('fallback');
    expect(failureMessage(new Error('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it("shows a refusal's message (400, 429), else the fallback", () => {
    expect(refusalMessageOr(httpFailure(400, 'Invalid coupon code.'), 'fallback')).toBe(
      'Invalid coupon code.',
    );
    expect(refusalMessageOr(httpFailure(500, 'Internal'), 'fallback')).toBe('fallback');
    expect(refusalMessageOr(httpFailure(429, 'Too many failed login attempts.'), 'fallback')).toBe(
      'Too many failed login attempts.',
    );
    expect(refusalMessageOr(httpFailure(403, 'Members only'), 'fallback')).toBe('fallback');
    expect(refusalMessageOr(invalidResponse(), 'fallback')).toBe('fallback');
    expect(refusalMessageOr('boom', 'fallback')).toBe('fallback');
  });
});
