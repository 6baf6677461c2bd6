import { describe, expect, it } from 'vitest';
import type { AuthMode, BodyKind } from '../api/endpoint.ts';
import { endpoints } from '../api/endpoints.ts';

/** The 23 calls of the commerce and catalogue domains, as the endpoint table must list them. */
const commerceCalls: [key: string, auth: AuthMode, body: BodyKind][] = [
  ['GET events', 'optional', 'none'],
  ['GET events/{slug}', 'optional', 'none'],
  ['POST event-payment', 'none', 'json'],
  ['POST user-event-payment', 'required', 'json'],
  ['POST event-payment-callback', 'none', 'json'],
  ['GET past-events', 'none', 'none'],
  ['GET ventures', 'optional', 'none'],
  ['POST venture-payment', 'optional', 'json'],
  ['POST venture-payment-callback', 'none', 'json'],
  ['GET mentors', 'optional', 'none'],
  ['GET mentors/{id}', 'optional', 'none'],
  ['POST mentor-appointment-payment', 'optional', 'json'],
  ['POST mentor-payment-callback', 'none', 'json'],
  ['POST mentor-free-sesssion-appointment', 'optional', 'json'],
  ['GET videos', 'required', 'none'],
  ['GET default-videos', 'none', 'none'],
  ['GET packages', 'required', 'none'],
  ['GET non-member-packages', 'none', 'none'],
  ['GET enterprise-packages', 'none', 'none'],
  ['POST package-payment', 'required', 'json'],
  ['POST non-member-package-payment', 'none', 'json'],
  ['POST package-payment-callback', 'none', 'json'],
  ['GET global-search', 'optional', 'none'],
];

describe('the endpoint table', () => {
  it('lists 23 distinct commerce calls', () => {
    expect(new Set(commerceCalls.map(([key]) => key)).size).toBe(23);
  });

  it.each(commerceCalls)('has %s (auth %s, body %s)', (key, auth, body) => {
    const def = Object.entries(endpoints).find(([k]) => k === key)?.[1];
    expect(def).toBeDefined();
    const [method, path] = key.split(' ');
    expect(def).toMatchObject({ method, path, auth, body });
  });
});
