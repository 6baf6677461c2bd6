import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cspPlugin } from './csp-plugin.ts';
import { routeStartPlugin } from './route-start-plugin.ts';
import { prerenderPlugin } from './scripts/prerender.ts';
import { headersPlugin } from './security-headers.ts';

/** The framework every page needs, by package folder. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/;

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

/**
 * `vite build --mode review`: the app of the review folder (apps/review), whose mock runs in a service
 * worker on the page's own origin, under whatever path the folder is served from: relative addresses,
 * no route start (its first read would go out before the worker answers) and no pages written at build.
 */
const REVIEW_MODE = 'review';

export default defineConfig(({ command, mode }) => ({
  base: mode === REVIEW_MODE ? './' : '/',
  plugins: [
    react(),
    ...(mode === REVIEW_MODE ? [] : [routeStartPlugin()]),
    cspPlugin(),
    headersPlugin(),
    prerenderPlugin(),
  ],
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the app supports has modulepreload; the polyfill was a 1.4 kB request of its own.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Also route-start-plugin.ts's for the inline script.
      treeshake: {
        // packages/machines only declares machines (pure `createMachine` calls); saying so lets a route
        // bundle only the machines it uses instead of every flow and the schemas they reach.
        moduleSideEffects: [{ test: /packages[\\/]machines[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema has no side effect: unused schemas of a module a route needs are dropped.
        manualPureFunctions: ['z'],
      },
      output: {
        // Chunks follow folders, not file names (docs/decisions/0030): the framework's packages, the shell
        // (whatever the entry imports statically), the form library, then one chunk per page.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            // The shell: the entry and what it imports statically (the group takes a module's imports
            // with it), and zod, which nearly every page uses at load or at its first input: in the
            // pages' own chunks it was downloaded again per page, in a chunk of its own it was one more
            // request before the data pages' first screen (docs/bench.md, rounds D and E).
            {
              name: 'shell',
              test: /apps[\\/]web[\\/]src[\\/](main\.tsx|app[\\/]|session[\\/])|node_modules[\\/]zod[\\/]/,
            },
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
            { name: 'zod-resolver', test: /node_modules[\\/]@hookform[\\/]resolvers[\\/]/ },
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
