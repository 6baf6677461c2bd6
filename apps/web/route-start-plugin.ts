/**
 * What the production HTML starts before the app's code has run, read from the route table
 * (src/app/routes.ts; docs/decisions/0030): for the page at the address, its chunks (every route is
 * lazy: without this they are only asked for once the entry and the framework have run) and its
 * first screen's API read (`firstRead`). One inline classic script, src/route-start.ts bundled on its
 * own with that part of the table; csp-plugin.ts allows it by its hash.
 */
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { type AppRoute, routes } from './src/app/routes.ts';
import type { RouteStarts } from './src/route-start.ts';

/** A route path as a regular expression source matched like react-router (`:name` → named group). */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^/${segments.join('/')}/?$`;
}

/** `fileName` and the chunks it imports statically, less those in `loaded` (CSS first, then JS). */
function filesOf(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  loaded: Set<string>,
  seen = new Set<string>(),
) {
  const chunk = bundle[fileName];
  if (loaded.has(fileName) || seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  seen.add(fileName);
  for (const imported of chunk.imports) filesOf(bundle, imported, loaded, seen);
  return seen;
}

export function routeStarts(
  bundle: Rolldown.OutputBundle,
  entry: string,
  base: string,
  table: readonly AppRoute[] = routes,
): RouteStarts {
  const loaded = filesOf(bundle, entry, new Set());
  const files: string[] = [];
  const starts: RouteStarts['routes'] = [];
  for (const { path, page, firstRead } of table) {
    if (!page) continue;
    const chunk = Object.values(bundle).find(
      (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(`/src/${page}`),
    );
    if (!chunk) throw new Error(`route-start: no chunk for ${page}`);
    const indexes = [...filesOf(bundle, chunk.fileName, loaded)].map((file) =>
      files.includes(file) ? files.indexOf(file) : files.push(file) - 1,
    );
    starts.push(firstRead ? [pathPattern(path), indexes, firstRead] : [pathPattern(path), indexes]);
  }
  return { base, files, routes: starts };
}

/** src/route-start.ts as one minified IIFE, `starts` compiled in, tree-shaken as the app is. */
async function bundleScript({ root, mode, build: app }: ResolvedConfig, starts: RouteStarts) {
  const [{ output }] = (await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    define: { LWL_ROUTE_STARTS: JSON.stringify(starts) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: resolve(root, 'src', 'route-start.ts'), formats: ['iife'], name: 'lwlRouteStart' },
      rolldownOptions: { treeshake: app.rolldownOptions.treeshake },
    },
  })) as [Rolldown.RolldownOutput];
  const code = output[0].code.trim();
  // An inline script ends at the first `</script`, whatever the JavaScript around it says.
  if (!code || /<\/script/i.test(code)) throw new Error('route-start: no inline script');
  return code;
}

export function routeStartPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lwl-route-start',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const starts = routeStarts(bundle, chunk.fileName, config.base);
        // A build without one means, for the bench's A/B runs (docs/bench.md).
        const without = process.env.LWL_WITHOUT?.split(',') ?? [];
        for (const route of starts.routes) {
          if (without.includes('preload')) route[1] = [];
          if (without.includes('first-read')) route.length = 2;
        }
        const script = await bundleScript(config, starts);
        // First in <head> after the viewport: before the stylesheets (an inline script waits for those
        // above it). A function, so that a `$` in the script is not read as a replacement pattern.
        return html.replace(
          /<meta name="viewport"[^>]*>/,
          (meta) => `${meta}\n    <script>${script}</script>`,
        );
      },
    },
  };
}
