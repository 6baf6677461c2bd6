import { describe, expect, it } from 'vitest';
import { httpFailure, invalidResponse, networkFailure } from '../shared/test-fakes.ts';
import { loadOutcome } from './load-outcome.ts';

describe('loadOutcome', () => {
  it('hands a 401 to the session, on any page', () => {
    expect(loadOutcome(httpFailure(401), { hasNotFound: true })).toBe('expired');
    expect(loadOutcome(httpFailure(401), { hasNotFound: false })).toBe('expired');
  });

  it('reads a 404 as "not found" only on a page that gives it that meaning', () => {
    expect(loadOutcome(httpFailure(404, 'Record not found.'), { hasNotFound: true })).toBe('notFound');
    expect(loadOutcome(httpFailure(404), { hasNotFound: false })).toBe('failed');
  });

  it('counts no answer, a 5xx, an unreadable answer and other 4xx as failed, never as not found', () => {
    for (const error of [
      networkFailure(),
      httpFailure(500),
      httpFailure(502),
      httpFailure(503),
      httpFailure(400, 'Bad slug.'),
      httpFailure(403),
      httpFailure(429),
      invalidResponse(),
      new Error('not an ApiError'),
    ]) {
      expect(loadOutcome(error, { hasNotFound: true })).toBe('failed');
    }
  });
});
