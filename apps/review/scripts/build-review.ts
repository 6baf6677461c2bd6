/**
 * `npm run build:review`: one folder of static files (apps/review/dist, or the first argument) with
 * the web app at its root, the Flow Studio under studio/ and the mock API as the app's service worker
 * (mock-worker.js), every address relative, so any static host serves it from any path.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { build as vite } from 'vite';
import { notFoundPage } from './not-found-page.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const out = resolve(process.argv[2] ?? join(repoRoot, 'apps', 'review', 'dist'));

rmSync(out, { recursive: true, force: true });

console.log('review: the web app (vite build --mode review)');
await vite({
  root: join(repoRoot, 'apps', 'web'),
  mode: 'review',
  logLevel: 'warn',
  build: { outDir: out, emptyOutDir: true },
});

console.log('review: the Flow Studio');
await vite({
  root: join(repoRoot, 'apps', 'studio'),
  configFile: join(repoRoot, 'apps', 'studio', 'vite.config.ts'),
  // Its live view listens to the app's tabs (BroadcastChannel) instead of a relay (src/live/use-live.ts).
  mode: 'review',
  logLevel: 'warn',
  build: { outDir: join(out, 'studio'), emptyOutDir: true },
});

console.log('review: the mock, as a service worker');
await bundle({
  entryPoints: [join(repoRoot, 'apps', 'review', 'src', 'service-worker.ts')],
  outfile: join(out, 'mock-worker.js'),
  bundle: true,
  platform: 'browser',
  conditions: ['browser'],
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const scalarEntry = createRequire(join(repoRoot, 'apps', 'mock-api', 'package.json')).resolve(
  '@scalar/api-reference',
);
mkdirSync(join(out, 'mock-assets'), { recursive: true });
copyFileSync(join(dirname(scalarEntry), 'browser', 'standalone.js'), join(out, 'mock-assets', 'scalar.js'));
writeFileSync(join(out, '404.html'), notFoundPage());

const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const all = files(out);
const size = (paths: string[]) => paths.reduce((sum, path) => sum + statSync(path).size, 0);
const gzip = (path: string) => gzipSync(readFileSync(path)).length;
const part = (prefix: string) => all.filter((path) => relative(out, path).startsWith(prefix));
console.log(
  [
    `review: ${relative(repoRoot, out)}/ written, ${all.length} files, ${kB(size(all))}`,
    `  mock-worker.js ${kB(statSync(join(out, 'mock-worker.js')).size)} (${kB(gzip(join(out, 'mock-worker.js')))} gzip)`,
    `  studio/ ${kB(size(part('studio')))}, mock-assets/ ${kB(size(part('mock-assets')))}`,
  ].join('\n'),
);
