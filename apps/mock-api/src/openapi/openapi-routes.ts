import { Hono } from 'hono';
import { scalarBundle } from '#platform/scalar-bundle';
import type { EndpointTable } from '../registry/table.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApi, type OpenApiDocument } from './document.ts';
import { renderScalarPage, type TryItSetup } from './scalar-page.ts';

/**
 * `GET /openapi.json`; the API reference with "try it" at `GET /docs` (Scalar, served from the
 * installed package) and the plain one (no script) at `GET /docs/plain`. Built once on first use.
 */
export function openApiRoutes(table: EndpointTable, tryIt: TryItSetup, basePath = '') {
  let doc: OpenApiDocument | undefined;
  let plain: string | undefined;
  let bundle: Promise<string> | undefined;
  const documentOf = () => {
    doc ??= buildOpenApi(table);
    return doc;
  };
  return new Hono()
    .get('/openapi.json', (c) => {
      // The server is the origin the document was asked from, so an importing tool calls this mock.
      const origin = `${new URL(c.req.url).origin}${basePath}`;
      const current = documentOf();
      return c.json({ ...current, servers: [{ ...current.servers[0], url: origin }] }, 200);
    })
    .get('/docs', (c) => c.html(renderScalarPage(documentOf().info.title, tryIt), 200))
    .get('/docs/scalar.js', async (c) => {
      bundle ??= scalarBundle();
      const text = await bundle.catch((error: unknown) => {
        bundle = undefined;
        throw error;
      });
      c.header('content-type', 'text/javascript; charset=utf-8');
      c.header('cache-control', 'public, max-age=86400');
      return c.body(text, 200);
    })
    .get('/docs/plain', (c) => {
      const current = documentOf();
      plain ??= renderDocsPage(current, current.components.schemas.ErrorBody ?? {});
      return c.html(plain, 200);
    });
}
