/**
 * How this machine reads a rejected request: the app's actor rejects with an object carrying the
 * HTTP `status` (number), e.g. the typed client's error.
 * Anything else (network failure, a thrown Error without status) counts as a plain failure.
 */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
