import { commonMessages } from '@lwl/schemas';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

const countingLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ status: 0, message: commonMessages.tooLarge }, 413),
});

/**
 * 413 for a body over 10 MB, by `Content-Length` or, for a chunked body, by the bytes actually read.
 * Only the chunked case goes through `hono/body-limit`: it reads `c.req.raw.body`, which makes
 * @hono/node-server build a full web Request for the call (the slow path), also for a GET.
 */
export const limitBody = (): MiddlewareHandler => async (c, next) => {
  if (BODYLESS.has(c.req.method)) return next();
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
    return Number.parseInt(length, 10) > MAX_BODY_BYTES
      ? c.json({ status: 0, message: commonMessages.tooLarge }, 413)
      : next();
  }
  return countingLimit(c, next);
};
