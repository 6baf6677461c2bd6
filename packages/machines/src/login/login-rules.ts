import { isSignedIn, SESSION_ROUTES, type SessionData } from '../session/session-rules.ts';

/** The query parameter of /login that names where to go back to after signing in. */
export const LOGIN_RETURN_PARAM = 'next';

const PROBE_ORIGIN = 'https://return-path.invalid';

/** Pages never returned to: signing in again, or resetting a password, is not where she was. */
const NO_RETURN_PATHS: readonly string[] = [
  SESSION_ROUTES.login,
  '/forgot-password',
  '/reset-password',
  '/update-password',
];

/** A route pattern of the app's table ('/event/:id'); '*' is none. */
export type RoutePattern = string;

/** The path matches one of the patterns: same segments, a `:param` standing for one non-empty segment. */
export function matchesKnownRoute(pathname: string, patterns: readonly RoutePattern[]): boolean {
  const segments = pathname.split('/');
  return patterns.some((pattern) => {
    if (pattern === '*') return false;
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? (segments[i] ?? '') !== '' : part === segments[i]))
    );
  });
}

/**
 * A return path that is safe to navigate to after login, or null: only a same-origin path
 * ('/event/some-slug?x=1#y'), never a URL with a scheme or host ('https://evil.example',
 * '//evil.example', '/\evil.example', 'javascript:…'), never control characters, never /login or the
 * password pages; given the app's route patterns, only a path one of them matches.
 */
export function safeReturnPath(
  raw: string | null | undefined,
  knownRoutes?: readonly RoutePattern[],
): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const pathname = url.pathname.replace(/(.)\/+$/, '$1');
  if (NO_RETURN_PATHS.includes(pathname)) return null;
  if (knownRoutes !== undefined && !matchesKnownRoute(pathname, knownRoutes)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with a way back to `path` (when it is a safe return path), e.g. /login?next=%2Fevent%2Fslug. */
export function loginPathReturningTo(path: string): string {
  const back = safeReturnPath(path);
  return back === null
    ? SESSION_ROUTES.login
    : `${SESSION_ROUTES.login}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(back)}`;
}

/**
 * A signed-in user who opens /login is sent to /profile, or back to the safe
 * return path the link carried.
 */
export function loginRouteRedirect(
  session: Pick<SessionData, 'token'>,
  returnTo: string | null = null,
  knownRoutes?: readonly RoutePattern[],
): string | null {
  if (!isSignedIn(session)) return null;
  return safeReturnPath(returnTo, knownRoutes) ?? SESSION_ROUTES.profile;
}

/**
 * Where a sign-in leads (the login machine's rule): back to the page a 401 interrupted (its kept
 * return record), else to the link's `next`, each only when safe and a known route; else the dashboard.
 */
export function returnAfterSignIn({
  saved,
  next,
  knownRoutes,
}: {
  saved: { path: string | null } | null;
  next: string | null | undefined;
  knownRoutes?: readonly RoutePattern[];
}): string {
  return safeReturnPath(saved?.path, knownRoutes) ?? safeReturnPath(next, knownRoutes) ?? SESSION_ROUTES.home;
}
