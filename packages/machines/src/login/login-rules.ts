import { isSignedIn, SESSION_ROUTES, type SessionData } from '../session/session-rules.ts';

/** A signed-in user who opens /login is sent to /profile (platform.md §2 "Login"). */
export function loginRouteRedirect(session: Pick<SessionData, 'token'>): string | null {
  return isSignedIn(session) ? SESSION_ROUTES.profile : null;
}
