/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of the build, once, at build time: `npm run preview` (scripts/preview-server.ts) and static
 * hosts serve them as they are instead of compressing each answer again (brotli's best quality is too
 * slow to run per request, and a faster level sends more bytes).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const PRECOMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `file.br` and `file.gz` beside `file`. */
export function precompressFile(file: string): void {
  const source = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}

/** Writes `file.br` and `file.gz` for each compressible file under `dir` (the manifest folder aside). */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!PRECOMPRESSED.has(extname(file)) || file.includes(`${join(dir, '.vite')}`)) continue;
    precompressFile(file);
    count += 1;
  }
  return count;
}

export function precompressPlugin(): Plugin {
  return {
    name: 'lwl-precompress',
    apply: 'build',
    enforce: 'post',
    // After every file is written (index.html with its final policy, _headers).
    writeBundle: {
      order: 'post',
      handler(options) {
        precompress(options.dir ?? 'dist');
      },
    },
  };
}
