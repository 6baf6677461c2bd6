import type { EndpointDef } from '@lwl/schemas';
import type { HandlerContext, HandlerResult } from './handler.ts';

/** An endpoint table: the real `endpoints`, or a small one in tests. */
export type EndpointTable = Record<string, EndpointDef>;

/**
 * How the app calls any handler. Method syntax makes the parameter bivariant, so every
 * `HandlerMap<T, S>` is assignable to it without a cast.
 */
export type RuntimeHandlers<S> = Record<
  string,
  {
    run(
      ctx: HandlerContext<EndpointDef, S>,
    ): HandlerResult<EndpointDef> | Promise<HandlerResult<EndpointDef>>;
  }['run']
>;

/** Hono path of a table path: `events/{slug}` → `/api/events/:slug`. */
export const honoPath = (path: string): string => `/api/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** OpenAPI path of a table path: `events/{slug}` → `/api/events/{slug}`. */
export const openApiPath = (path: string): string => `/api/${path}`;
