/**
 * Route loaders that redirect before a page renders: guarded routes need a token (platform.md §2,
 * §6), and a signed-in user opening /login goes to /profile.
 */
import { guardedRouteRedirect, loginRouteRedirect, SESSION_ROUTES } from '@lwl/machines';
import { redirect } from 'react-router-dom';
import { storedSession } from '../lib/storage.ts';

/** Loader of the guarded routes (/, /all-members, /profile, /new-member-form). */
export function requireToken(): Response | null {
  const to = guardedRouteRedirect(storedSession());
  return to ? redirect(to) : null;
}

/** Loader of /login. */
export function leaveLoginWhenSignedIn(): Response | null {
  const to = loginRouteRedirect(storedSession());
  return to ? redirect(to) : null;
}

/** Any unknown path. */
export function toLogin(): Response {
  return redirect(SESSION_ROUTES.login);
}
