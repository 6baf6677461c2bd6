import { readFileSync } from 'node:fs';
import { GUARDED_PATHS } from '@lwl/machines';
import { describe, expect, it } from 'vitest';

/** The paths whose route object carries `guard: requireToken`, read from the route table's source. */
const routesSource = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
const guardedInTable = [...routesSource.matchAll(/path: '([^']+)',\s*guard: requireToken\b/g)].map(
  ([, path]) => path,
);

describe('route guards', () => {
  it('put requireToken on exactly the paths of GUARDED_PATHS', () => {
    expect(guardedInTable.sort()).toEqual([...GUARDED_PATHS].sort());
  });
});
