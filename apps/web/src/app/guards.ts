/**
 * Route loaders that redirect before a page renders: guarded routes need a token (platform.md §2,
 * §6), and a signed-in user opening /login goes to /profile.
 */
import { LOGIN_RETURN_PARAM, loginRouteRedirect, routeRedirect, SESSION_ROUTES } from '@lwl/machines';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { storedSession } from '../lib/storage.ts';

/** Loader of the guarded routes: the paths of GUARDED_PATHS (@lwl/machines) need a token. */
export function requireToken({ request }: LoaderFunctionArgs): Response | null {
  const to = routeRedirect(new URL(request.url).pathname, storedSession());
  return to ? redirect(to) : null;
}

/** Loader of /login: a signed-in user goes to /profile, or back to the link's safe return path. */
export function leaveLoginWhenSignedIn({ request }: LoaderFunctionArgs): Response | null {
  const returnTo = new URL(request.url).searchParams.get(LOGIN_RETURN_PARAM);
  const to = loginRouteRedirect(storedSession(), returnTo);
  return to ? redirect(to) : null;
}

/** Any unknown path. */
export function toLogin(): Response {
  return redirect(SESSION_ROUTES.login);
}
