import type { MiddlewareHandler } from 'hono';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Writes the state file after every request that may change state (synchronously, so tests are deterministic). */
export const persistChanges =
  (persist: () => void): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (!READ_ONLY.has(c.req.method)) persist();
  };
