/**
 * What a failed read means for the page (docs/product-rules.md "Loading, empty, failed"):
 * - 'expired': a 401; the session takes over (message, /login);
 * - 'notFound': a 404 on a page that shows one record by its slug or id and says what a missing
 *   record means (the event page, a mentor's page): its toast, then the list it came from;
 * - 'failed': anything else (no answer, a timeout, a 5xx, an answer the app cannot read, a 400, a 404
 *   of a list): the page says what could not be loaded and offers 'Try again', in place.
 */
import { isFailureOf, isSessionExpiredError } from '../shared/call-failure.ts';

export type LoadOutcome = 'expired' | 'notFound' | 'failed';

export function loadOutcome(error: unknown, { hasNotFound }: { hasNotFound: boolean }): LoadOutcome {
  if (isSessionExpiredError(error)) return 'expired';
  if (hasNotFound && isFailureOf(error, 'not-found')) return 'notFound';
  return 'failed';
}
