import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cspPlugin } from './csp-plugin.ts';
import { firstReadPlugin } from './first-read-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { preconnectPlugin } from './preconnect-plugin.ts';
import { prerenderPlugin } from './prerender-plugin.ts';
import { ROUTES_FILE, routePreloadPlugin } from './route-preload-plugin.ts';
import { headersPlugin } from './security-headers.ts';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/;
const FORMS = /node_modules[\\/]react-hook-form[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
/** Apart from react-hook-form: form pages load the zod resolver after first paint (src/lib/deferred.ts). */
const ZOD_RESOLVER = /node_modules[\\/]@hookform[\\/]resolvers[\\/]/;
/** What the first read needs before anything else (first-read-plugin.ts): never the framework. */
const FIRST_READ = /apps[\\/]web[\\/]src[\\/](first-read-start\.ts|lib[\\/](first-read|env|storage)\.ts)/;
/** The app shell every page loads first (kept in one chunk with the entry instead of many tiny ones; the
 * hand-over from a page written at build time, app/prerendered.tsx, only on such pages). */
const SHELL =
  /apps[\\/]web[\\/]src[\\/](main\.tsx|app[\\/](?!prerendered)|session[\\/]session-|lib[\\/](navigation|toast|confirm|inspect|pending-requests|page-loaded)\.ts|components[\\/]layout[\\/](header|footer|search-box|chevron|nav-menus-fallback)\.tsx|components[\\/]ui[\\/](loading-overlay|confirm-host)\.tsx)/;

/**
 * react-router's package exports name only its development build (dev warnings on, e.g. the "Hey
 * developer" error page); its own production build sits beside it. Production bundles use that one.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

const ALWAYS_LOADED = /(^|\/)(framework|shell|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    firstReadPlugin(),
    routePreloadPlugin(ROUTES_FILE),
    preconnectPlugin(),
    cspPlugin(),
    headersPlugin(),
    precompressPlugin(),
    prerenderPlugin(),
  ],
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: {
      // The entry has already loaded the framework and the shell: listing them again as preloads of
      // every lazy route only adds bytes to the entry. index.html keeps them: preloaded there, they
      // download beside the entry instead of one after another (entry → shell → framework).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      treeshake: {
        // packages/machines only declares machines (pure `createMachine` calls); saying so lets a route
        // bundle only the machines it uses instead of every flow and the schemas they reach.
        moduleSideEffects: [{ test: /packages[\\/]machines[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema has no side effect: unused schemas of a module a route needs are dropped.
        manualPureFunctions: ['z'],
      },
      output: {
        // A few long-lived chunks instead of many small ones (better gzip, better caching): the
        // framework every page needs, the app shell, zod (every API answer is parsed) and the form stack.
        codeSplitting: {
          groups: [
            { name: 'first-read', test: FIRST_READ, priority: 1 },
            { name: 'framework', test: FRAMEWORK },
            { name: 'shell', test: SHELL },
            { name: 'zod', test: ZOD },
            { name: 'forms', test: FORMS },
            { name: 'zod-resolver', test: ZOD_RESOLVER },
          ],
          // The small chunks rolldown makes for modules that several routes share (a schema, a machine,
          // a helper: about twenty on /event/:id, most under 1 kB) are copied into the chunks that read
          // them, so a route loads in a few requests instead of a queue of tiny ones (six connections
          // per host over HTTP/1.1). Rolldown's registry keeps one execution and one state per module;
          // the price is its strict execution order (module bodies wrapped, ~1 kB gzip on the entry).
          // Chunks carrying a stylesheet stay files (Vite's CSS plugin would emit their CSS per copy).
          experimentalInlineCommonChunks: { maxSize: 64 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
}));
