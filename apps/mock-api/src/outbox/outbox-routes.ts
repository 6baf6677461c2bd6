import { Hono } from 'hono';
import type { Outbox } from './outbox.ts';

/** `GET /__mock/outbox`: the messages the mock "sent", newest first. */
export const outboxRoutes = (outbox: Outbox) =>
  new Hono().get('/__mock/outbox', (c) => c.json({ status: 1, data: outbox.list() }, 200));
