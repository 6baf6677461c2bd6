import { describe, expect, it } from 'vitest';
import { badRequestMessageOr, httpStatusOf, isSessionExpiredError, serverMessageOf } from './api-failure.ts';
import { httpFailure, invalidResponse, networkFailure } from './test-failures.ts';

describe('reading API failures', () => {
  it('recognises a 401 as an expired session, and nothing else', () => {
    expect(isSessionExpiredError(httpFailure(401, 'Unauthenticated.'))).toBe(true);
    expect(isSessionExpiredError(httpFailure(403, 'Forbidden'))).toBe(false);
    expect(isSessionExpiredError(networkFailure())).toBe(false);
    expect(isSessionExpiredError({ kind: 'http', status: 401 })).toBe(false);
  });

  it("gives the server's status and message only for HTTP failures", () => {
    expect(httpStatusOf(httpFailure(404, 'Record not found. Please try again later.'))).toBe(404);
    expect(httpStatusOf(networkFailure())).toBeUndefined();
    expect(httpStatusOf(invalidResponse())).toBeUndefined();
    expect(httpStatusOf(new Error('bug'))).toBeUndefined();
    expect(serverMessageOf(httpFailure(500, 'Server said'))).toBe('Server said');
    expect(serverMessageOf(httpFailure(500, 'Server said'), 400)).toBeUndefined();
    expect(serverMessageOf(httpFailure(400, ''))).toBeUndefined();
    expect(serverMessageOf(networkFailure())).toBeUndefined();
  });

  it("shows a 400's message, else the fallback", () => {
    expect(badRequestMessageOr(httpFailure(400, 'Invalid coupon code.'), 'fallback')).toBe(
      'Invalid coupon code.',
    );
    expect(badRequestMessageOr(httpFailure(500, 'Internal'), 'fallback')).toBe('fallback');
    expect(badRequestMessageOr(invalidResponse(), 'fallback')).toBe('fallback');
    expect(badRequestMessageOr('boom', 'fallback')).toBe('fallback');
  });
});
