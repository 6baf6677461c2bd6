import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { pageNavigationModel } from './page-navigation-model.ts';
import { pageCount } from './paging-rules.ts';

function explore(total: number) {
  const events = Array.from({ length: pageCount(total) }, (_, i) => ({
    type: 'page.select' as const,
    page: i + 1,
  }));
  return getShortestPaths(pageNavigationModel, {
    input: { total },
    events,
    serializeState: (s) => String(s.context.page),
  });
}

/** Clicks needed from page 1, read from the shortest paths (the init step excluded). */
const clicks = (paths: ReturnType<typeof explore>) =>
  Object.fromEntries(paths.map((p) => [p.state.context.page, p.steps.length - 1]));

describe('page navigation (graph)', () => {
  it('reaches every page and only those', () => {
    expect(explore(0)).toHaveLength(1);
    expect(explore(20)).toHaveLength(1);
    expect(explore(21)).toHaveLength(2);
    expect(explore(101)).toHaveLength(6);
    expect(explore(1000)).toHaveLength(50);
  });

  it('needs one click for pages 1–5 shown first, then a window slide for the rest', () => {
    expect(clicks(explore(101))).toEqual({ 1: 0, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2 });
    // Page 50 of 50: 1 → 5 → 7 → … → 49 (2 pages a click once centred) → 50.
    expect(clicks(explore(1000))[50]).toBe(1 + 22 + 1);
  });
});
