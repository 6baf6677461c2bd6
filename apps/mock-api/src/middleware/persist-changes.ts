import type { MiddlewareHandler } from 'hono';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a request that may change state, waits for the batched write of the state file that holds
 * it: an answer the client sees is already on disk (a `kill -9` right after loses nothing acknowledged).
 */
export const persistChanges =
  (persist: () => Promise<void>): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (!READ_ONLY.has(c.req.method)) await persist();
  };
