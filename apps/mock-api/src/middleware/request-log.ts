import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger.ts';

/** One line per request: method, path, status, milliseconds. */
export const requestLog =
  (log: Logger): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
