/** Pure rules about the signed-in state, for route guards and views (docs/product-rules.md, "Visitors and members"). */
import { ROUTES } from '@lwl/schemas';

export interface SessionData {
  token: string | null;
  planName: string | null;
  userName: string | null;
  profileImage: string | null;
}

export const signedOut: SessionData = { token: null, planName: null, userName: null, profileImage: null };

/** Where the session sends people: the login page, the dashboard and the account area. */
export const SESSION_ROUTES = { login: ROUTES.login, home: ROUTES.home, profile: ROUTES.profile } as const;

/** Routes that need a token (the application form's and the invoices' paths are ours). */
export const GUARDED_PATHS = ['/', '/all-members', '/profile', '/new-member-form', '/invoices'] as const;

/** Signed in means an AuthToken is present. */
export function isSignedIn(session: Pick<SessionData, 'token'>): boolean {
  return session.token !== null && session.token !== '';
}

/** Event pages treat a visitor as a member only with both the token and the plan name. */
export function hasEventAccess(session: Pick<SessionData, 'token' | 'planName'>): boolean {
  return isSignedIn(session) && session.planName !== null && session.planName !== '';
}

export function isGuardedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (GUARDED_PATHS as readonly string[]).includes(path);
}

/** Redirect for a guarded route: /login without a token, otherwise none. */
export function guardedRouteRedirect(session: Pick<SessionData, 'token'>): string | null {
  return isSignedIn(session) ? null : SESSION_ROUTES.login;
}

/** Redirect for any path: guarded paths need a token; other paths are open to everyone. */
export function routeRedirect(pathname: string, session: Pick<SessionData, 'token'>): string | null {
  return isGuardedPath(pathname) ? guardedRouteRedirect(session) : null;
}
