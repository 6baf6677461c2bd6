import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, loginRouteRedirect, safeReturnPath } from './login-rules.ts';

describe('login route rule', () => {
  it('sends a signed-in user to /profile and lets a guest stay', () => {
    expect(loginRouteRedirect({ token: 'tok' })).toBe('/profile');
    expect(loginRouteRedirect({ token: null })).toBeNull();
  });

  it('sends a signed-in user back to a safe return path instead', () => {
    expect(loginRouteRedirect({ token: 'tok' }, '/event/a-b')).toBe('/event/a-b');
    expect(loginRouteRedirect({ token: 'tok' }, 'https://evil.example')).toBe('/profile');
    expect(loginRouteRedirect({ token: null }, '/event/a-b')).toBeNull();
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
      '/login?next=/x',
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('builds the login link of a page', () => {
    expect(loginPathReturningTo('/event/founders-forum')).toBe('/login?next=%2Fevent%2Ffounders-forum');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });
});
