import type { MiddlewareHandler } from 'hono';
import { mockMessages } from '../registry/mock-messages.ts';
import { isAllowedOrigin } from './allowed-hosts.ts';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request cannot have come from a web page: no body, no `Content-Type`, no `Origin` and no
 * `Sec-Fetch-Site` other than `none` (a user's own navigation). Browsers send `Origin` on every POST,
 * PUT and DELETE a page makes (forms, fetch, `no-cors` and beacons included) and `Sec-Fetch-Site` on
 * every request to localhost; a form always sends a content type, even with no fields. So this is
 * curl or a script (`curl -X POST localhost:8787/__mock/reset`), which could send any header anyway.
 */
function isBodylessNonBrowserCall(header: (name: string) => string | undefined): boolean {
  const length = header('content-length');
  const fetchSite = header('sec-fetch-site');
  return (
    (length === undefined || length.trim() === '0') &&
    header('transfer-encoding') === undefined &&
    header('content-type') === undefined &&
    header('origin') === undefined &&
    (fetchSite === undefined || fetchSite.trim().toLowerCase() === 'none')
  );
}

/**
 * Guards the state-changing `/__mock/*` calls: they need `content-type: application/json` (which a
 * cross-site form or no-cors fetch cannot send without a CORS preflight the mock refuses), and an
 * `Origin`, when one is sent, on an allowed host. A call with no body that no browser page can have
 * sent (see `isBodylessNonBrowserCall`) needs no content type: `POST /__mock/reset` and `DELETE
 * /__mock/scenarios` from curl work as typed.
 */
export const devControlGuard =
  (allowedHosts: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    if (READ_ONLY.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && !isAllowedOrigin(origin, allowedHosts)) {
      return c.json({ status: 0, message: mockMessages.originRefused(origin) }, 403);
    }
    if (isBodylessNonBrowserCall((name) => c.req.header(name))) return next();
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return c.json({ status: 0, message: mockMessages.jsonRequired }, 415);
    }
    return next();
  };
