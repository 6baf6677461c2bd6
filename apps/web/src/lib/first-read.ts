/**
 * The first screen's API read, started with the app instead of after the page's code. Without it,
 * /upcoming-events, /event/{slug} and /venture-vault ask for their data only once their chunk (and
 * zod) has downloaded, run and rendered; started here, at the entry's start-up, the answer travels
 * while those chunks still download. The page's own call (lib/api.ts) then takes this response when
 * it asks for exactly the same thing (method, URL, authorization, no other header), once; anything
 * else goes to the network as before. The answer is read, checked and handled by the page's call as
 * any other: only the request starts earlier. When the answer is a list whose first card has an image
 * (the page's largest paint at every width), its download starts at once too, as a preload hint; the
 * page's <img> then finds it loaded or on its way. A record's image is not hinted: the event's sits
 * under the tickets on a phone, far below the fold, where an early download would only share the
 * connection with the page's code.
 */
import { DEFAULT_DYNAMIC_KEY_PHRASE, DYNAMIC_KEY_HEADER, dynamicKey } from '@lwl/schemas';

/** Headers the client sets on a read; a request carrying any other is not the page's plain read. */
const READ_HEADERS = new Set(['accept', DYNAMIC_KEY_HEADER, 'authorization']);

interface StartedRead {
  url: string;
  authorization: string | null;
  response: Promise<Response>;
}

/**
 * Where the started read waits for the page's call. A global rather than a module variable: the
 * production build starts the read from a copy of this module inlined in the HTML (src/route-start.ts),
 * and the app's own copy must find it.
 */
const SLOT = Symbol.for('lwl.first-read');
const slot = globalThis as { [SLOT]?: StartedRead | null };

/**
 * A route's `firstRead` (src/app/routes.ts) with the route's params filled in, each encoded as the
 * API client's fillPath encodes it; null when a param is a malformed escape (the page reports it).
 */
export function fillFirstRead(firstRead: string, params: Record<string, string | undefined>): string | null {
  try {
    return firstRead.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(decodeURIComponent(params[name] ?? '')),
    );
  } catch {
    return null;
  }
}

/** Starts the GET of `path` (as the API client would send it). */
export function startFirstRead(
  path: string,
  apiBaseUrl: string,
  token: string | null,
  send: (request: Request) => Promise<Response> = fetch,
): void {
  const url = `${apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`}${path}`;
  const authorization = token ? `Bearer ${token}` : null;
  const response = (async () => {
    const headers = new Headers({ accept: 'application/json' });
    headers.set(DYNAMIC_KEY_HEADER, await dynamicKey(new Date(), DEFAULT_DYNAMIC_KEY_PHRASE));
    if (authorization) headers.set('authorization', authorization);
    return send(new Request(url, { headers }));
  })();
  // Unclaimed, its failure is nobody's: the page's own call reports its own.
  response.then((answer) => hintFirstImage(answer.clone(), url)).catch(() => undefined);
  slot[SLOT] = { url, authorization, response };
}

/** The image of a list answer's first item (`data[0].image`), on the API's origin. */
export function firstImage(body: unknown, apiUrl: string): string | null {
  const data: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : null;
  const item: unknown = Array.isArray(data) ? data[0] : null;
  const image: unknown = typeof item === 'object' && item !== null ? Reflect.get(item, 'image') : null;
  if (typeof image !== 'string') return null;
  try {
    const resolved = new URL(image, apiUrl);
    return resolved.origin === new URL(apiUrl).origin ? resolved.href : null;
  } catch {
    return null;
  }
}

async function hintFirstImage(answer: Response, apiUrl: string): Promise<void> {
  if (!answer.ok || typeof document === 'undefined') return;
  const image = firstImage(await answer.json(), apiUrl);
  if (image === null) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The started read when `request` asks for exactly it (handed out once), else null. */
export function takeFirstRead(request: Request): Promise<Response> | null {
  const started = slot[SLOT];
  if (!started || request.method !== 'GET' || request.url !== started.url) return null;
  if (request.headers.get('authorization') !== started.authorization) return null;
  for (const [name] of request.headers) if (!READ_HEADERS.has(name)) return null;
  const { response } = started;
  slot[SLOT] = null;
  return response;
}
