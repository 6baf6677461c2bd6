/**
 * What the service worker does with a request under its scope (the review folder's address):
 * - `mock`: the mock API answers it (the API, its controls and sandbox, images, the OpenAPI document
 *   and its reference pages: everything `npm run api` serves);
 * - `shell`: a page of the app (a navigation to any other address without a file name) gets the app's
 *   index.html, as a single-page host would serve it;
 * - `network`: the folder's own files (the app's assets, the Flow Studio, the worker itself).
 */
export type RequestRoute = 'mock' | 'shell' | 'network';

const MOCK_PATHS = [/^api\//, /^__mock\//, /^openapi\.json$/, /^docs(\/|$)/, /^images\//];

/** The path after the scope (`/prefix/api/events` under `/prefix/` → `api/events`); null outside it. */
export function pathInScope(url: URL, scope: URL): string | null {
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  return url.pathname.slice(scope.pathname.length);
}

export function routeOf(request: { url: string; mode: string }, scope: URL): RequestRoute {
  const path = pathInScope(new URL(request.url), scope);
  if (path === null) return 'network';
  if (MOCK_PATHS.some((pattern) => pattern.test(path))) return 'mock';
  const last = path.split('/').pop() ?? '';
  const isFile = last.includes('.');
  if (request.mode === 'navigate' && !isFile && !/^studio(\/|$)/.test(path)) return 'shell';
  return 'network';
}

const WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * The request as the mock sees it: the scope's path taken off, so `/prefix/api/x` reaches `/api/x`.
 * Made afresh (a navigation's request cannot be copied with `new Request(url, request)`).
 */
export async function forMock(request: Request, scope: URL): Promise<Request> {
  const url = new URL(request.url);
  url.pathname = `/${pathInScope(url, scope) ?? ''}`;
  const body = WITHOUT_BODY.has(request.method) ? undefined : await request.arrayBuffer();
  return new Request(url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
}

/**
 * The app's index.html for a page at any depth: a `<base>` first in `<head>`, so that its relative
 * addresses (the build's `./assets/…`) resolve from the folder, not from the page's own path.
 */
export function shellHtml(indexHtml: string, scope: URL): string {
  return indexHtml.replace(/<head>/i, `<head><base href="${scope.pathname}">`);
}
