/**
 * After a production build, writes the first screen of the routes marked `prerender` in the route
 * table (scripts/prerender.ts: React's static renderer, in Node).
 * `LWL_PRERENDER=0` skips it.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  let production = false;
  return {
    name: 'lwl-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      production = config.mode === 'production' && !config.build.ssr;
    },
    // After writeBundle: the build and its manifest are written.
    async closeBundle() {
      if (!production || process.env.LWL_PRERENDER === '0') return;
      const { prerender } = await import('./scripts/prerender.ts');
      await prerender(outDir);
    },
  };
}
