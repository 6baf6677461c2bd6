import { GUARDED_PATHS } from '@lwl/machines';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

const guardedInTable = routes.filter((route) => route.guard === 'member').map((route) => route.path);

describe('route guards', () => {
  it('put the member guard (requireToken) on exactly the paths of GUARDED_PATHS', () => {
    expect(guardedInTable.sort()).toEqual([...GUARDED_PATHS].sort());
  });
});
