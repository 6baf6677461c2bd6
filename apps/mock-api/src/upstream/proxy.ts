import { errorBodySchema } from '@lwl/schemas';
import { checkAnswer, checkRequest, type Drift, parseJsonBody } from '@lwl/schemas/drift';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger.ts';
import { redactValue } from '../log/redact.ts';
import { readInput } from '../middleware/read-input.ts';
import type { EndpointTable } from '../registry/table.ts';
import type { DriftLog } from './drift-log.ts';
import { operationMatcher } from './match-operation.ts';

export interface UpstreamOptions {
  /** The upstream API base, `http://host:port/api/`. */
  upstream: string;
  /** Answer from the mock where the upstream lacks the endpoint (404/501) or cannot be reached. */
  fallback: boolean;
  table: EndpointTable;
  drifts: DriftLog;
  log: Logger;
}

/** Headers not forwarded: hop-by-hop ones, and those fetch recomputes for the body it sends or reads. */
const DROPPED = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'upgrade',
]);

const forwardHeaders = (headers: Headers) => {
  const out = new Headers();
  for (const [name, value] of headers) if (!DROPPED.has(name)) out.set(name, value);
  return out;
};

/**
 * Whether an upstream answer means "no such endpoint here": 501, or a 404 that is not the contract's
 * "record not found" (an operation that documents 404 answers it with the contract's error body).
 */
function lacksEndpoint(documents404: boolean, status: number, text: string): boolean {
  if (status === 501) return true;
  if (status !== 404) return false;
  if (!documents404) return true;
  const parsed = parseJsonBody(text);
  return !(parsed.ok && errorBodySchema.safeParse(parsed.body).success);
}

/**
 * `MOCK_UPSTREAM`: every `/api` call goes to the upstream backend. The request and the upstream's
 * answer are checked against the contract and each drift is logged and kept for `GET /__mock/drift`;
 * the answer passes through unchanged. With `fallback`, the mock answers what the upstream lacks.
 */
export function upstreamProxy(options: UpstreamOptions): MiddlewareHandler {
  const base = options.upstream.endsWith('/') ? options.upstream : `${options.upstream}/`;
  const match = operationMatcher(options.table);

  const record = (
    operation: string,
    side: 'request' | 'response',
    status: number | null,
    drifts: Drift[],
  ) => {
    const at = new Date().toISOString();
    for (const drift of drifts) {
      options.drifts.addDrift({ at, operation, side, status, ...drift });
      options.log.info(
        `[drift] ${operation} ${side}${status === null ? '' : ` ${status}`} ${drift.path}: expected ${drift.expected}, received ${redactValue(drift.path, drift.received)}`,
      );
    }
  };

  async function fallBack(c: Context, next: () => Promise<void>, operation: string, reason: string) {
    await next();
    options.drifts.addCall({
      at: new Date().toISOString(),
      operation,
      status: c.res.status,
      source: 'mock',
      reason,
    });
    c.res.headers.set('x-lwl-answered-by', 'mock');
  }

  return async (c, next) => {
    const url = new URL(c.req.url);
    const matched = match(c.req.method, url.pathname);
    const operation = matched?.operation ?? `${c.req.method} ${url.pathname}`;
    // The bytes to forward, read before the input check parses the body.
    const body = ['GET', 'HEAD'].includes(c.req.method) ? undefined : await c.req.raw.clone().arrayBuffer();
    if (matched) {
      const input = await readInput(c, matched.def, url);
      const drifts = input.ok
        ? checkRequest(matched.def, { ...input.value, ...matched.params })
        : [{ path: '(body)', expected: `a ${matched.def.body} body`, received: input.message }];
      record(operation, 'request', null, drifts);
    }

    const target = new URL(url.pathname.replace(/^\/api\//, '') + url.search, base);
    let response: Response;
    try {
      response = await fetch(target, {
        method: c.req.method,
        headers: forwardHeaders(c.req.raw.headers),
        body,
      });
    } catch (error) {
      const reason = `upstream unreachable (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`;
      if (options.fallback && matched) return fallBack(c, next, operation, reason);
      options.log.error(`[upstream] ${operation}: ${reason}`);
      return c.json({ status: 0, message: 'The upstream backend could not be reached.' }, 502);
    }
    const text = await response.text();
    if (options.fallback && matched && lacksEndpoint(matched.def.errors.includes(404), response.status, text))
      return fallBack(c, next, operation, `upstream answered ${response.status}`);

    if (matched)
      record(operation, 'response', response.status, checkAnswer(matched.def, response.status, text));
    options.drifts.addCall({
      at: new Date().toISOString(),
      operation,
      status: response.status,
      source: 'upstream',
    });
    const headers = forwardHeaders(response.headers);
    headers.set('x-lwl-answered-by', 'upstream');
    return new Response(text, { status: response.status, headers });
  };
}
