import { isSignedIn, SESSION_ROUTES, type SessionData } from '../session/session-rules.ts';

/** The query parameter of /login that names where to go back to after signing in. */
export const LOGIN_RETURN_PARAM = 'next';

const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * A return path that is safe to navigate to after login, or null: only a same-origin path
 * ('/event/some-slug?x=1#y'), never a URL with a scheme or host ('https://evil.example',
 * '//evil.example', '/\evil.example'), never control characters, never /login itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
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
  if (url.origin !== PROBE_ORIGIN || url.pathname === SESSION_ROUTES.login) return null;
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
): string | null {
  if (!isSignedIn(session)) return null;
  return safeReturnPath(returnTo) ?? SESSION_ROUTES.profile;
}
