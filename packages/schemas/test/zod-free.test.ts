/**
 * Modules the web imports on routes that do not parse with zod: their static value imports must not
 * reach zod, or the route would bundle it (type-only imports are erased). Nor the phone metadata
 * (libphonenumber-js), which loads with a form's schema only.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

const ZOD_FREE = [
  'common/date-pattern.ts',
  'common/filter-options.ts',
  'constants/detail-paths.ts',
  'constants/navigation.ts',
  'membership/tier-names.ts',
  'mentors/industry-filter.ts',
  'mentors/labels.ts',
  'phone/phone-countries.ts',
  'phone/phone-value.ts',
  'purchase/labels.ts',
  'search/no-result.ts',
  'videos/video-library.ts',
];

const VALUE_IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s+'([^']+)'/gm;

/** The module specifiers `file` reaches through value imports, following relative ones. */
function valueImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(VALUE_IMPORT)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) valueImports(join(dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

/** The zod and phone-metadata entry points a module reaches ('zod', 'zod/mini', 'libphonenumber-js/min', ...). */
const HEAVY = ['zod', 'libphonenumber-js'];
const zodImports = (file: string): string[] =>
  [...valueImports(file)].filter((specifier) =>
    HEAVY.some((heavy) => specifier === heavy || specifier.startsWith(`${heavy}/`)),
  );

describe('zod-free modules', () => {
  it('finds a value import of zod or the phone metadata where there is one', () => {
    expect(zodImports(join(SRC, 'search/results.ts'))).toEqual(['zod/mini']);
    expect(zodImports(join(SRC, 'phone/phone-field.ts'))).toEqual(['libphonenumber-js/min', 'zod/mini']);
  });

  it.each(ZOD_FREE)('%s reaches no zod nor phone metadata through value imports', (module) => {
    expect(zodImports(join(SRC, module))).toEqual([]);
  });
});

describe('the endpoint table', () => {
  it('reaches no phone metadata: a page that names the calls does not load it, only the forms do', () => {
    const reached = [...valueImports(join(SRC, 'api/endpoints.ts'))];
    expect(reached).toContain('zod/mini');
    expect(reached.filter((specifier) => specifier.startsWith('libphonenumber-js'))).toEqual([]);
  });
});
