/**
 * Redirects before a page loads: guarded routes need a token, and a signed-in
 * user opening /login goes to /profile (docs/product-rules.md, "Visitors and members"). Each returns the
 * path to go to instead, or null.
 */
import { LOGIN_RETURN_PARAM, loginRouteRedirect, routeRedirect, SESSION_ROUTES } from '@lwl/machines';
import { storedSession } from '../lib/storage.ts';
import { type GuardName, ROUTE_PATTERNS, type RouteLocation } from './routes.ts';

/** Guard of the guarded routes: the paths of GUARDED_PATHS (@lwl/machines) need a token. */
function requireToken({ pathname }: RouteLocation): string | null {
  return routeRedirect(pathname, storedSession());
}

/** Guard of /login: a signed-in user goes to /profile, or back to the link's safe return path. */
function leaveLoginWhenSignedIn({ search }: RouteLocation): string | null {
  const returnTo = new URLSearchParams(search).get(LOGIN_RETURN_PARAM);
  return loginRouteRedirect(storedSession(), returnTo, ROUTE_PATTERNS);
}

/** Any unknown path. */
function toLogin(): string {
  return SESSION_ROUTES.login;
}

/** The guards the route table names. */
export const GUARDS: Record<GuardName, (location: RouteLocation) => string | null> = {
  member: requireToken,
  guest: leaveLoginWhenSignedIn,
  unknown: toLogin,
};
