import type { MiddlewareHandler } from 'hono';
import { mockMessages } from '../registry/mock-messages.ts';
import { isAllowedOrigin } from './allowed-hosts.ts';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards the state-changing `/__mock/*` calls: they need `content-type: application/json` (which a
 * cross-site form or no-cors fetch cannot send without a CORS preflight the mock refuses), and an
 * `Origin`, when one is sent, on an allowed host.
 */
export const devControlGuard =
  (allowedHosts: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    if (READ_ONLY.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && !isAllowedOrigin(origin, allowedHosts)) {
      return c.json({ status: 0, message: mockMessages.originRefused(origin) }, 403);
    }
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return c.json({ status: 0, message: mockMessages.jsonRequired }, 415);
    }
    return next();
  };
