import { Hono } from 'hono';
import { MAILBOX_HEADERS, renderMailbox } from './mailbox-page.ts';
import type { Outbox } from './outbox.ts';

/**
 * `GET /__mock/outbox`: the messages the mock "sent", newest first, as a plain JSON array.
 * `GET /__mock/mailbox`: the same messages as a page, each body rendered (like a local mail catcher).
 */
export const outboxRoutes = (outbox: Outbox) =>
  new Hono()
    .get('/__mock/outbox', (c) => c.json(outbox.list(), 200))
    .get('/__mock/mailbox', (c) => c.html(renderMailbox(outbox.list()), 200, MAILBOX_HEADERS));
