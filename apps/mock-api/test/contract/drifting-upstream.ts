/**
 * A backend that drifts from the contract on purpose, built over the mock: `GET events` renames each
 * card's `slug` to `event_slug`, `GET mentors` sends each `id` as a string, `GET ventures` answers an
 * undocumented 418, and `GET videos` does not exist (404 with a non-JSON body, as a half-built backend).
 * Everything else is the mock's answer unchanged.
 */
type Fetch = (request: Request) => Promise<Response>;

const mapData = (body: unknown, change: (item: Record<string, unknown>) => Record<string, unknown>) => {
  const data = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
  if (!Array.isArray(data)) return body;
  return { ...(body as object), data: data.map((item: Record<string, unknown>) => change(item)) };
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function driftingUpstream(mock: Fetch): Fetch {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/ventures')
      return json({ status: 0, message: 'I am a teapot' }, 418);
    if (request.method === 'GET' && pathname === '/api/videos')
      return new Response('Cannot GET /api/videos', { status: 404 });
    const response = await mock(request);
    if (request.method !== 'GET' || response.status !== 200) return response;
    if (pathname === '/api/events') {
      const body: unknown = await response.json();
      return json(
        mapData(body, ({ slug, ...rest }) => ({ ...rest, event_slug: slug })),
        200,
      );
    }
    if (pathname === '/api/mentors') {
      const body: unknown = await response.json();
      return json(
        mapData(body, (item) => ({ ...item, id: String(item.id) })),
        200,
      );
    }
    return response;
  };
}
