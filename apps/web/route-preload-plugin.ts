/**
 * Starts the current route's chunks with the HTML. Every page is a lazy route: without this, its
 * chunks are only requested once the entry and the framework have downloaded and run and the router
 * has matched (a round trip after the slowest download). The production index.html gets an inline
 * script that matches `location.pathname` against the route table of src/app/routes.ts and adds a
 * `modulepreload` for each chunk the route's page imports statically (the entry's own chunks are
 * already in the HTML) and a style `preload` for its CSS; the router's lazy import then finds them
 * downloaded or on the way. Vite's preload helper still adds the stylesheets and waits for them.
 * On a page written at build time (`<html data-prerendered>`, scripts/prerender.ts) it waits for the
 * first paint, then starts the page's scripts as well (see `preloadScript`).
 * csp-plugin.ts allows the script by its hash.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routePaths } from './scripts/bundle-sizes.ts';
import { PRERENDERED_START_FALLBACK_MS } from './src/lib/prerendered-start.ts';

/** A route path of the table as a regular expression source, matched like react-router does. */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/** The chunk files `chunk` imports statically, itself included, that `loaded` does not hold. */
function staticFiles(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  loaded: Set<string>,
  seen = new Set<string>(),
) {
  if (loaded.has(fileName) || seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticFiles(bundle, imported, loaded, seen);
  return seen;
}

/**
 * The script text: `routes` are [pattern, indexes into `files`] pairs. It adds the preloads from a
 * timer rather than while the HTML is parsed: the parser's task, which sends the entry's own requests,
 * ends sooner (docs/decisions/0022). On a page written at build time
 * (`<html data-prerendered>`), it also starts the page's scripts, which prerender.ts writes inert
 * (`data-deferred`), and does both only after the first paint (src/lib/prerendered-start.ts: at once on
 * a hidden page, after a fallback without paint timing): the page paints from its HTML and stylesheets
 * alone, with the whole connection for them. The paint callback only posts the work to a task of its
 * own, so it does not run in one task with the inline first read's (first-read-start.ts): the two
 * together made a long task in Lighthouse's traces (13–33 ms, four times that simulated).
 */
export function preloadScript(
  base: string,
  files: readonly string[],
  routes: readonly [string, number[]][],
): string {
  return [
    `(()=>{const d=document,f=${JSON.stringify(files)},p=location.pathname,a=(e)=>d.head.append(e),`,
    "m=(n,s)=>{const l=d.createElement(n);l.crossOrigin='';for(const k in s)l[k]=s[k];a(l)},",
    `r=()=>{for(const[x,i]of ${JSON.stringify(routes)})if(new RegExp(x,'i').test(p)){`,
    `for(const n of i){const h=${JSON.stringify(base)}+f[n];`,
    "m('link',f[n].endsWith('.css')?{rel:'preload',as:'style',href:h}:{rel:'modulepreload',href:h})}break}};",
    "if(!d.documentElement.hasAttribute('data-prerendered')){setTimeout(r,0);return}",
    'let g=0;const s=()=>{if(g++)return;r();',
    "for(const e of d.querySelectorAll('[data-deferred]'))e.tagName==='SCRIPT'",
    "?m('script',{type:'module',src:e.getAttribute('src')}):m('link',{rel:'modulepreload',href:e.getAttribute('href')})};",
    "if(d.visibilityState==='hidden'){setTimeout(s,0);return}",
    // A message to itself, not a timer: a paused test clock would hold a timer (decision 0020's addendum).
    'const c=new MessageChannel();c.port1.onmessage=s;',
    `new PerformanceObserver(()=>c.port2.postMessage(0)).observe({type:'paint',buffered:!0});setTimeout(s,${PRERENDERED_START_FALLBACK_MS})})();`,
  ].join('');
}

export function routePreloadPlugin(routesFile: string): Plugin {
  let base = '/';
  return {
    name: 'lwl-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const entry = staticFiles(bundle, chunk.fileName, new Set());
        const files: string[] = [];
        const indexOf = (file: string) => {
          const at = files.indexOf(file);
          return at >= 0 ? at : files.push(file) - 1;
        };
        const routes: [string, number[]][] = [];
        for (const [page, paths] of routePaths(readFileSync(routesFile, 'utf8'))) {
          const pageChunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/src/${page}`),
          );
          if (pageChunk?.type !== 'chunk') throw new Error(`route-preload: no chunk for ${page}`);
          const js = [...staticFiles(bundle, pageChunk.fileName, entry)];
          const css = js.flatMap((file) => {
            const output = bundle[file];
            return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
          });
          const indexes = [...new Set([...css, ...js])].map(indexOf);
          for (const path of paths) routes.push([pathPattern(path), indexes]);
        }
        const script = `<script>${preloadScript(base, files, routes)}</script>`;
        // After the entry's own tags, which matter most, and before its stylesheet: an inline script
        // waits for the stylesheets above it.
        const stylesheet = html.search(/<link rel="stylesheet"/);
        return stylesheet >= 0
          ? `${html.slice(0, stylesheet)}${script}\n    ${html.slice(stylesheet)}`
          : html.replace('</head>', `  ${script}\n  </head>`);
      },
    },
  };
}

export const ROUTES_FILE = join(import.meta.dirname, 'src', 'app', 'routes.ts');
