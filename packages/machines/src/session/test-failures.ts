/** Failures as the client's HTTP actors reject them, for machine tests. */
import { ApiError } from '@lwl/schemas';

export function httpFailure(status: number, message: string, operation = 'POST test'): ApiError {
  return new ApiError({ kind: 'http', status, operation, message, body: { status: 0, message } });
}

export function networkFailure(operation = 'POST test'): ApiError {
  return new ApiError({ kind: 'network', status: 0, operation, message: 'Failed to fetch' });
}

export function invalidResponse(operation = 'GET test'): ApiError {
  return new ApiError({ kind: 'invalid-response', status: 200, operation, message: 'Unexpected answer' });
}
