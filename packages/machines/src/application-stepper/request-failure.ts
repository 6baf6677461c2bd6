/**
 * How this machine reads a rejected request: the app's actor rejects with an object carrying the
 * HTTP `status` (number) and the server's `message` (string), e.g. the typed client's error.
 * Anything else (network failure, a thrown Error without status) counts as "other".
 */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

export function failureMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message !== '' ? error.message : undefined;
}
