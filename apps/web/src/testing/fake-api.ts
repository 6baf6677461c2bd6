/**
 * The backend of a component test: the app's own API client (lib/api.ts) calls the global `fetch`,
 * which this replaces, so a component runs with its real hooks and machines and only the answers are
 * made up. Routes are the contract's endpoint definitions; an API call with no route is answered 501
 * and listed in `unhandled`; anything else (the app's own files) is fetched as usual.
 */
import type { EndpointDef } from '@lwl/schemas';
import { endpointExamples } from '@lwl/schemas/examples';
import { vi } from 'vitest';
import type * as z from 'zod/mini';

/** A status other than 200, with an optional body (a handler returns a plain body for a 200). */
class Answer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

export const answer = (status: number, body?: unknown) => new Answer(status, body);

export interface Call {
  operation: string;
  url: URL;
  /** The JSON body, the multipart fields (text values; files as File) or the query, as a record. */
  input: Record<string, unknown>;
  /** The Authorization header sent, or null. */
  authorization: string | null;
}

type Handler<D extends EndpointDef> = (
  call: Call,
) => z.input<D['response']> | Answer | Promise<z.input<D['response']> | Answer>;

interface Route {
  operation: string;
  method: string;
  path: RegExp;
  handler: Handler<EndpointDef>;
}

/** The contract's example answer of an endpoint (packages/schemas, `<area>/examples.ts`). */
export function exampleOf<D extends EndpointDef>(def: D): z.input<D['response']> {
  const key = `${def.method} ${def.path}`;
  if (!Object.hasOwn(endpointExamples, key)) throw new Error(`No example for ${key}`);
  return endpointExamples[key as keyof typeof endpointExamples].response as z.input<D['response']>;
}

const pathPattern = (template: string) =>
  new RegExp(`/api/${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

async function readInput(request: Request, url: URL): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return Object.fromEntries(url.searchParams);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await request.json()) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of await request.formData()) {
    const previous = fields[key];
    fields[key] = previous === undefined ? value : [previous, value].flat();
  }
  return fields;
}

export function fakeApi() {
  const routes: Route[] = [];
  const calls: Call[] = [];
  const unhandled: string[] = [];

  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // The app's own files (a font a PDF embeds) still come from the test's server.
    if (!url.pathname.includes('/api/')) return realFetch(request);
    const route = routes.find((r) => r.method === request.method && r.path.test(url.pathname));
    if (!route) {
      unhandled.push(`${request.method} ${url.pathname}`);
      return Response.json({ status: 0, message: 'No fake for this call.' }, { status: 501 });
    }
    const call: Call = {
      operation: route.operation,
      url,
      input: await readInput(request, url),
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const result = await route.handler(call);
    const { status, body } = result instanceof Answer ? result : { status: 200, body: result };
    return body === undefined ? new Response(null, { status }) : Response.json(body, { status });
  });

  const api = {
    /** Answers every later call of `def` (the last route given for it wins); by default its example. */
    on<D extends EndpointDef>(def: D, handler: Handler<D> = () => exampleOf(def)) {
      routes.unshift({
        operation: `${def.method} ${def.path}`,
        method: def.method,
        path: pathPattern(def.path),
        handler: handler as Handler<EndpointDef>,
      });
      return api;
    },
    /** The calls made of `def` so far. */
    callsOf(def: EndpointDef): Call[] {
      return calls.filter((call) => call.operation === `${def.method} ${def.path}`);
    },
    unhandled,
  };
  return api;
}
