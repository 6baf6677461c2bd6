import { ApiError } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { failureMessage, httpStatusOf, isUnauthorized, notProvided, serverMessageOf } from './call-error.ts';
import { FakeApiError } from './test-kit.ts';

describe('call errors', () => {
  it('reads the HTTP status of a client error', () => {
    expect(httpStatusOf(new FakeApiError(400, 'x'))).toBe(400);
    expect(httpStatusOf(new Error('network'))).toBeUndefined();
    expect(httpStatusOf('boom')).toBeUndefined();
    expect(httpStatusOf({ status: 401 })).toBeUndefined();
    expect(
      httpStatusOf(new ApiError({ kind: 'network', status: 0, operation: 'GET user', message: 'x' })),
    ).toBeUndefined();
  });

  it('recognises a 401 only', () => {
    expect(isUnauthorized(new FakeApiError(401))).toBe(true);
    expect(isUnauthorized(new FakeApiError(403))).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });

  it("reads the server's message from the failure body, ignoring blank ones", () => {
    expect(serverMessageOf(new FakeApiError(400, 'Invalid coupon code.'))).toBe('Invalid coupon code.');
    expect(serverMessageOf(new FakeApiError(500))).toBeUndefined();
    expect(serverMessageOf(new FakeApiError(400, '  '))).toBeUndefined();
    expect(serverMessageOf({ body: { message: 'not an ApiError' } })).toBeUndefined();
    expect(
      serverMessageOf(
        new ApiError({ kind: 'http', status: 500, operation: 'GET user', message: 'x', body: 'oops' }),
      ),
    ).toBeUndefined();
    expect(serverMessageOf(new Error('Failed to fetch'))).toBeUndefined();
  });

  it('prefers the server message over the fallback', () => {
    expect(failureMessage(new FakeApiError(400, 'Record not found.'), 'fallback')).toBe('Record not found.');
    expect(failureMessage(new Error('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('names the machine and the missing implementation', () => {
    expect(notProvided('checkout', 'createOrder').message).toBe(
      "checkout: 'createOrder' is not provided; pass it with machine.provide(...)",
    );
  });
});
