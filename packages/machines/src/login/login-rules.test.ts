import { describe, expect, it } from 'vitest';
import {
  loginPathReturningTo,
  loginRouteRedirect,
  matchesKnownRoute,
  returnAfterSignIn,
  safeReturnPath,
} from './login-rules.ts';

describe('login route rule', () => {
  it('sends a signed-in user to /profile and lets a guest stay', () => {
    expect(loginRouteRedirect({ token: 'tok' })).toBe('/profile');
    expect(loginRouteRedirect({ token: null })).toBeNull();
  });

  it('sends a signed-in user back to a safe return path instead', () => {
    expect(loginRouteRedirect({ token: 'tok' }, '/event/a-b')).toBe('/event/a-b');
    expect(loginRouteRedirect({ token: 'tok' }, 'https://evil.example')).toBe('/profile');
    expect(loginRouteRedirect({ token: null }, '/event/a-b')).toBeNull();
    expect(loginRouteRedirect({ token: 'tok' }, '/event/a-b', ['/event/:id'])).toBe('/event/a-b');
    expect(loginRouteRedirect({ token: 'tok' }, '/wp-admin', ['/event/:id'])).toBe('/profile');
  });
});

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/event/founders-forum')).toBe('/event/founders-forum');
    expect(safeReturnPath('/event/x?a=1#prices')).toBe('/event/x?a=1#prices');
    expect(safeReturnPath('/event/../profile')).toBe('/profile');
  });

  it('refuses anything that could leave the site, and /login itself', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'event/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/\tevil',
      '/ok\nx',
      '/login',
      '/login/',
      '/login?next=/x',
      '/forgot-password',
      '/reset-password?email=a',
      '/update-password',
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('builds the login link of a page', () => {
    expect(loginPathReturningTo('/event/founders-forum')).toBe('/login?next=%2Fevent%2Ffounders-forum');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });
});

describe('a return address is one of ours', () => {
  const routes = ['/', '/profile', '/event/:id', '/member-details/:slug', '/login', '*'];

  it('matches the route table: a `:param` is one non-empty segment, `*` matches nothing', () => {
    expect(matchesKnownRoute('/event/founders-forum', routes)).toBe(true);
    expect(matchesKnownRoute('/', routes)).toBe(true);
    expect(matchesKnownRoute('/event/', routes)).toBe(false);
    expect(matchesKnownRoute('/event/a/b', routes)).toBe(false);
    expect(matchesKnownRoute('/nowhere', routes)).toBe(false);
  });

  it('refuses an unknown route when the table is given, keeps the query and hash of a known one', () => {
    expect(safeReturnPath('/event/x?city=pune#tickets', routes)).toBe('/event/x?city=pune#tickets');
    expect(safeReturnPath('/profile/', routes)).toBe('/profile/');
    expect(safeReturnPath('/wp-admin', routes)).toBeNull();
    expect(safeReturnPath('/%2F%2Fevil.example', routes)).toBeNull();
  });

  it('after sign-in: the kept page, else the link, else the dashboard', () => {
    const saved = { path: '/event/x' };
    expect(returnAfterSignIn({ saved, next: '/profile', knownRoutes: routes })).toBe('/event/x');
    expect(
      returnAfterSignIn({ saved: { path: '//evil.example' }, next: '/profile', knownRoutes: routes }),
    ).toBe('/profile');
    expect(returnAfterSignIn({ saved: null, next: 'javascript:alert(1)', knownRoutes: routes })).toBe('/');
    expect(returnAfterSignIn({ saved: { path: null }, next: null })).toBe('/');
  });
});
