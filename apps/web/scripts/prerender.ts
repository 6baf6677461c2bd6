/**
 * The first screen of the routes marked `prerender` in src/app/routes.ts, written into the build as
 * `<path>.html` (decision 0030): the page paints from the HTML, before its JavaScript, and the app
 * hydrates it (src/main.tsx). Served for `/<path>` by `npm run preview`, `vite preview` and static
 * hosts with clean URLs; every other path keeps index.html.
 *
 * React renders each page in Node (src/prerender-entry.tsx, bundled here for Node), as a signed-out
 * visitor sees it before any API call answers: no browser, the same bytes on every machine and run.
 * The page is written `inert` until the app has taken it over, so nothing typed or pressed is lost.
 *
 * A production build runs it once its bundle is written (prerenderPlugin); `LWL_PRERENDER=0` skips it.
 *   node --import tsx apps/web/scripts/prerender.ts <dist> [<out>]  writes the pages of <dist> into <out>
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Manifest, normalizePath, type Plugin } from 'vite';
import { routes } from '../src/app/routes.ts';
import type { RenderedPage } from '../src/prerender-entry.tsx';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const ENTRY = join(WEB_ROOT, 'src', 'prerender-entry.tsx');

/** The rendered page and the stylesheets of the build it uses (its route's CSS among them), as paths. */
export type PageSnapshot = RenderedPage & { stylesheets: string[] };

/** The modules the render imports dynamically (its page, its lazy sections), in order. */
declare global {
  var lwlImported: string[] | undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The page paints from its HTML: its scripts (the app taking over) start after the first paint, from
 * the route start script (src/route-start.ts). Until then they are inert.
 */
function deferScripts(indexHtml: string): string {
  return indexHtml
    .replace('<html lang="en">', '<html lang="en" data-prerendered>')
    .replace(
      /<script type="module" ([^>]*)><\/script>/g,
      '<script type="lwl/deferred" data-deferred $1></script>',
    )
    .replace(/<link rel="modulepreload" /g, '<link rel="lwl-deferred" data-deferred ');
}

/** index.html with the page's first screen, title, description and stylesheets. */
export function prerenderedHtml(indexHtml: string, page: PageSnapshot): string {
  const root = '<div id="root"></div>';
  for (const part of [root, '<html lang="en">']) {
    if (!indexHtml.includes(part)) throw new Error(`index.html has no ${part}`);
  }
  const links = page.stylesheets
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">\n`)
    .join('');
  // LWL_WITHOUT=after-paint: the scripts start with the HTML (a build for the bench's A/B runs).
  const afterPaint = !process.env.LWL_WITHOUT?.split(',').includes('after-paint');
  const html = afterPaint ? deferScripts(indexHtml) : indexHtml;
  return html
    .replace(root, () => `<div id="root" inert data-prerendered>${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${links}  </head>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
}

/**
 * Records each dynamic import of the app's own modules when it runs (`globalThis.lwlImported`), as the
 * key the client build's manifest gives that module: which chunks, and so which stylesheets, a page's
 * render used.
 */
function recordImports(): Plugin {
  const src = `${normalizePath(WEB_ROOT)}/src/`;
  return {
    name: 'lwl-prerender-imports',
    transform(code, id) {
      if (!id.startsWith(src)) return null;
      return code.replace(/\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (call, _quote, specifier: string) => {
        const key = normalizePath(relative(WEB_ROOT, resolve(dirname(id), specifier)));
        return `(globalThis.lwlImported?.push(${JSON.stringify(key)}), ${call})`;
      });
    },
  };
}

/** The server entry bundled into one ES module for Node (its packages stay imports of node_modules). */
async function bundleEntry(mode: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: WEB_ROOT,
    mode,
    logLevel: 'warn',
    plugins: [react(), recordImports()],
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender-entry.js' } },
    },
  });
  return join(outDir, 'prerender-entry.js');
}

/** The stylesheets of the manifest's `keys` and of the chunks they import statically, in load order. */
function stylesheetsOf(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    css.push(...(chunk.css ?? []));
  };
  for (const key of keys) visit(key);
  return [...new Set(css)].map((file) => `/${file}`);
}

/**
 * Renders each route marked `prerender` with the client build in `dist` and writes `<out>/<path>.html`
 * (`out` is `dist` in a build); returns the files.
 */
async function prerender(dist: string, out = dist, mode = 'production'): Promise<string[]> {
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // Inside the project, so that Node resolves the packages the bundle imports; one per process.
  const bundleDir = join(WEB_ROOT, 'node_modules', `.lwl-prerender-${process.pid}`);
  const written: string[] = [];
  try {
    const entryUrl = pathToFileURL(await bundleEntry(mode, bundleDir)).href;
    for (const { path, page: pageModule } of routes.filter((route) => route.prerender)) {
      // A fresh instance of the app for each page, so that each page's render imports its own chunks.
      const entry: typeof import('../src/prerender-entry.tsx') = await import(
        `${entryUrl}?path=${encodeURIComponent(path)}`
      );
      globalThis.lwlImported = [];
      const page = await entry.renderPage(path);
      // The page's module from the table (the app loads it through import.meta.glob), then what it loaded.
      const stylesheets = stylesheetsOf(manifest, [`src/${pageModule}`, ...globalThis.lwlImported]);
      const file = join(out, `${path.slice(1)}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, prerenderedHtml(indexHtml, { ...page, stylesheets }));
      written.push(file);
    }
  } finally {
    globalThis.lwlImported = undefined;
    rmSync(bundleDir, { recursive: true, force: true });
  }
  return written;
}

export function prerenderPlugin(): Plugin {
  let production = false;
  return {
    name: 'lwl-prerender',
    apply: 'build',
    configResolved(config) {
      production = config.mode === 'production' && !config.build.ssr;
    },
    // Once the bundle, its index.html and its manifest are on disk (never after a failed bundle).
    async writeBundle({ dir }) {
      if (production && dir && process.env.LWL_PRERENDER !== '0') await prerender(dir);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dist, out] = process.argv.slice(2);
  if (!dist) throw new Error('usage: prerender.ts <dist> [<out>]');
  for (const file of await prerender(resolve(dist), resolve(out ?? dist))) console.log(file);
}
