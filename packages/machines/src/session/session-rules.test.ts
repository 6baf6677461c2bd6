import { describe, expect, it } from 'vitest';
import {
  guardedRouteRedirect,
  hasEventAccess,
  isGuardedPath,
  isSignedIn,
  routeRedirect,
} from './session-rules.ts';

describe('session rules', () => {
  it('signed in means an AuthToken is present', () => {
    expect(isSignedIn({ token: 'x' })).toBe(true);
    expect(isSignedIn({ token: null })).toBe(false);
    expect(isSignedIn({ token: '' })).toBe(false);
  });

  it('event pages also need the plan name', () => {
    expect(hasEventAccess({ token: 'x', planName: 'Titan' })).toBe(true);
    expect(hasEventAccess({ token: 'x', planName: null })).toBe(false);
    expect(hasEventAccess({ token: 'x', planName: '' })).toBe(false);
    expect(hasEventAccess({ token: null, planName: 'Titan' })).toBe(false);
  });

  it('guards /, /all-members, /profile, the application form and the invoices', () => {
    for (const path of ['/', '/all-members', '/profile', '/profile/', '/new-member-form', '/invoices']) {
      expect(isGuardedPath(path)).toBe(true);
    }
    for (const path of ['/login', '/upcoming-events', '/event/x', '/membership']) {
      expect(isGuardedPath(path)).toBe(false);
    }
  });

  it('sends a visitor without a token from a guarded route to /login', () => {
    expect(guardedRouteRedirect({ token: null })).toBe('/login');
    expect(guardedRouteRedirect({ token: 't' })).toBeNull();
    expect(routeRedirect('/profile', { token: null })).toBe('/login');
    expect(routeRedirect('/profile', { token: 't' })).toBeNull();
    expect(routeRedirect('/past-events', { token: null })).toBeNull();
  });
});
