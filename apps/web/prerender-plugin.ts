/**
 * After a production build, writes the first screen of the public pages that need no API answer
 * (scripts/prerender.ts), then their compressed copies. Needs Chromium (Debian's, or
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE); without one the build keeps index.html alone for every route and
 * says so. `LWL_PRERENDER=0` skips it.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompressFile } from './precompress-plugin.ts';
import { chromiumPath } from './scripts/chromium.ts';

export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  let production = false;
  return {
    name: 'lwl-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      production = config.mode === 'production';
    },
    // After writeBundle (precompress-plugin.ts): the build is complete and can be served.
    async closeBundle() {
      if (!production || process.env.LWL_PRERENDER === '0') return;
      if (chromiumPath() === undefined) {
        this.warn('No Chromium: pages are not prerendered (every route gets index.html).');
        return;
      }
      const { prerender } = await import('./scripts/prerender.ts');
      for (const file of await prerender(outDir)) precompressFile(file);
    },
  };
}
