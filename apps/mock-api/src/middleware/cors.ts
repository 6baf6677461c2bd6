import type { MiddlewareHandler } from 'hono';
import { isAllowedOrigin } from './allowed-hosts.ts';

const ALLOW_HEADERS = 'dynamickey,authorization,content-type,prefer';
const ALLOW_METHODS = 'GET,POST,PUT,DELETE,OPTIONS';
const MAX_AGE_S = '600';

/**
 * CORS for any origin on an allowed host (loopback or `MOCK_ALLOWED_HOSTS`, any port), so a web build served from any port works against the mock.
 *
 * Written here rather than taken from `hono/cors`: that middleware adds `Vary` after the handler with
 * `c.header()`, which rebuilds the finished answer as a streamed Response and so costs the
 * @hono/node-server fast path on every request (a third of the mock's time per request in
 * `npm run bench`). Editing the finished answer's headers in place keeps it.
 */
export const localCors =
  (allowedHosts: readonly string[] = []): MiddlewareHandler =>
  async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && isAllowedOrigin(origin, allowedHosts) ? origin : null;
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {
        vary: 'Origin, Access-Control-Request-Headers',
        'access-control-max-age': MAX_AGE_S,
        'access-control-allow-methods': ALLOW_METHODS,
        'access-control-allow-headers': ALLOW_HEADERS,
      };
      if (allowed) headers['access-control-allow-origin'] = allowed;
      return c.body(null, 204, headers);
    }
    await next();
    let headers = c.res.headers;
    try {
      headers.append('vary', 'Origin');
    } catch {
      // an answer with immutable headers (Response.redirect): copy it once
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.append('vary', 'Origin');
    }
    if (allowed) headers.set('access-control-allow-origin', allowed);
  };
