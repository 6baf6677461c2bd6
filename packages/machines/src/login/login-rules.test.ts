import { describe, expect, it } from 'vitest';
import { loginRouteRedirect } from './login-rules.ts';

describe('login route rule', () => {
  it('sends a signed-in user to /profile and lets a guest stay', () => {
    expect(loginRouteRedirect({ token: 'tok' })).toBe('/profile');
    expect(loginRouteRedirect({ token: null })).toBeNull();
  });
});
