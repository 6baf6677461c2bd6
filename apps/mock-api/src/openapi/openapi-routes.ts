import { Hono } from 'hono';
import type { EndpointTable } from '../registry/table.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApi, type OpenApiDocument } from './document.ts';

/** `GET /openapi.json` and the offline reference page `GET /docs`, built once on first use. */
export function openApiRoutes(table: EndpointTable) {
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOf = () => {
    doc ??= buildOpenApi(table);
    return doc;
  };
  return new Hono()
    .get('/openapi.json', (c) => {
      // The server is the origin the document was asked from, so an importing tool calls this mock.
      const origin = new URL(c.req.url).origin;
      const current = documentOf();
      return c.json({ ...current, servers: [{ ...current.servers[0], url: origin }] }, 200);
    })
    .get('/docs', (c) => {
      const current = documentOf();
      page ??= renderDocsPage(current, current.components.schemas.ErrorBody ?? {});
      return c.html(page, 200);
    });
}
