import { cors } from 'hono/cors';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** CORS for any local origin, so a web build served from any port works against the mock. */
export const localCors = () =>
  cors({
    origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
    allowHeaders: ['dynamickey', 'authorization', 'content-type', 'prefer'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
