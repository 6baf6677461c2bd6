import type { MiddlewareHandler } from 'hono';
import { PersistError } from '../persistence/persist-error.ts';
import { mockMessages } from '../registry/mock-messages.ts';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Around a control call that may change state (`AppState.watch`): once it ran, waits for the batched
 * write of the state file that holds its change, so an answer the client sees is already on disk (a
 * `kill -9` right after loses nothing acknowledged); a call that changed nothing does not wait. When the
 * write fails, the change is rolled back and the answer replaced by a 503 saying so. API calls do the
 * same around their handler (`runEndpoint`).
 */
export const persistChanges =
  (watch: () => () => Promise<void>): MiddlewareHandler =>
  async (c, next) => {
    if (READ_ONLY.has(c.req.method)) return next();
    const settle = watch();
    await next();
    try {
      await settle();
    } catch (error) {
      if (!(error instanceof PersistError)) throw error;
      c.res = undefined;
      c.res = c.json({ status: 0, message: mockMessages.notSaved(error.message) }, 503);
    }
  };
