import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { studioAssets } from './vite/studio-assets.ts';

const root = join(import.meta.dirname, '..', '..');

/** `npm run studio:build`: a static site in dist/ with relative URLs and hash routes (any file server). */
export default defineConfig({
  base: './',
  plugins: [
    react(),
    studioAssets({
      repoRoot: root,
      machinesSrc: join(root, 'packages', 'machines', 'src'),
      docsDir: join(root, 'docs', 'machines'),
      screensDir: join(import.meta.dirname, 'screens'),
      layoutScript: join(import.meta.dirname, 'scripts', 'chart-layouts.ts'),
      revisionScript: join(import.meta.dirname, 'scripts', 'revision-charts.ts'),
      compareWith: process.env.STUDIO_COMPARE,
    }),
  ],
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 2048 },
});
