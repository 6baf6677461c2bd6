/**
 * The build's server entry (scripts/prerender.ts bundles it for Node): renders a route of the table
 * marked `prerender` with React's static renderer, through the same App, layout and page as the
 * browser, which then hydrates it (main.tsx). Nothing here runs in the browser.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { AppRoutes } from './app/app-routes.tsx';
import { pageMetaFor } from './app/page-meta.ts';

/** One written page: `#root`'s inner HTML, the document's title and description. */
export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

/** Renders `path` as a signed-out visitor sees it before any API call answers. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <App
      router={
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
    // One piece of HTML, however large: no boundary is sent apart to be revealed by a script.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw errors[0];
  const { title, description } = pageMetaFor(path);
  return { html: await new Response(prelude).text(), title, description };
}
