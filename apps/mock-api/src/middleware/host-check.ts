import type { MiddlewareHandler } from 'hono';
import { mockMessages } from '../registry/mock-messages.ts';
import { hostName, isAllowedHost } from './allowed-hosts.ts';

/**
 * 403 for a request whose `Host` is not loopback or in `MOCK_ALLOWED_HOSTS`: a page on another site
 * that rebinds its DNS name to 127.0.0.1 still sends its own name as `Host`, so it cannot read or
 * change the mock's data.
 */
export const hostCheck =
  (allowed: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const name = hostName(host);
    if (isAllowedHost(name, allowed)) return next();
    return c.json({ status: 0, message: mockMessages.hostRefused(name) }, 403);
  };
