import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Scalar's self-contained browser bundle, read from the installed package (nothing from a CDN). */
export const scalarBundle = (): Promise<string> =>
  readFile(
    join(
      dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
      'browser',
      'standalone.js',
    ),
    'utf8',
  );
