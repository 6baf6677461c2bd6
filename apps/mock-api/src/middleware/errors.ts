import { commonMessages } from '@lwl/schemas';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { Logger } from '../log/logger.ts';
import { mockMessages } from '../registry/mock-messages.ts';

/** Any thrown error: logged with its stack, answered with the generic message only. */
export const answerUnexpected =
  (log: Logger): ErrorHandler =>
  (error, c) => {
    log.error(`[error] ${c.req.method} ${c.req.path}`, error);
    return c.json({ status: 0, message: commonMessages.unexpected }, 500);
  };

export const answerNotFound: NotFoundHandler = (c) =>
  c.json({ status: 0, message: mockMessages.notFound(c.req.method, c.req.path) }, 404);
