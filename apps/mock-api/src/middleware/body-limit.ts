import { commonMessages } from '@lwl/schemas';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** 413 for a body over 10 MB, by `Content-Length` or by the bytes actually read. */
export const limitBody = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ status: 0, message: commonMessages.tooLarge }, 413),
  });
