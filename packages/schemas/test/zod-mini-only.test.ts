/**
 * The schemas are built with zod/mini: classic zod's schemas carry every method, so a web route that
 * parses with one bundles all of classic zod (25 kB gzip against 10 kB). A classic import anywhere in
 * the package would bring it back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const ZOD_IMPORT = /\bfrom\s+'(zod(?:\/[^']*)?)'/g;

const zodImports = (file: string) =>
  [...readFileSync(join(SRC, file), 'utf8').matchAll(ZOD_IMPORT)].map(([, specifier]) => specifier);

const sources = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'));

describe('zod entry points', () => {
  it('finds the modules that import zod', () => {
    expect(sources.filter((file) => zodImports(file).length > 0).length).toBeGreaterThan(50);
  });

  it('are zod/mini only', () => {
    const classic = sources.flatMap((file) =>
      zodImports(file)
        .filter((specifier) => specifier !== 'zod/mini')
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(classic).toEqual([]);
  });
});
