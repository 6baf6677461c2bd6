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
    .get('/openapi.json', (c) => c.json(documentOf(), 200))
    .get('/docs', (c) => {
      const current = documentOf();
      page ??= renderDocsPage(current, current.components.schemas.ErrorBody ?? {});
      return c.html(page, 200);
    });
}
