/**
 * Path enumeration (@xstate/graph) on the real `directoryPagingMachine`. The graph walks the
 * machine's own `transition()` and runs no actor, so each load is walked as the events the
 * invoked `loadMembersPage` ends with: its answer (from the same fake server the machine tests
 * use) or its failure (made by the client's `apiFailure`).
 */
import { type DirectoryEntry, MEMBERS_PAGE_SIZE } from '@lwl/schemas';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { networkFailure } from '../shared/test-fakes.ts';
import {
  type DirectoryPagingContext,
  type DirectoryPagingEvent,
  directoryPagingMachine,
  type MembersPage,
  type MembersPageRequest,
} from './directory-paging-machine.ts';
import { pageButtons, pageCount, pageOffset } from './paging-rules.ts';

const member = (n: number): DirectoryEntry => ({
  image: null,
  first_name: `Member${n}`,
  last_name: 'Test',
  company_name: null,
  designation: null,
  email: `member${n}@lwl.test`,
  city: null,
  industry: null,
  activebookings: null,
});

/** The fake `GET all-members`: `total` members, served a page at a time. */
function server(total: number) {
  const all = Array.from({ length: total }, (_, i) => member(i + 1));
  return ({ start, limit }: MembersPageRequest): MembersPage => ({
    data: all.slice(start, start + limit),
    total,
  });
}

type Snap = { value: unknown; context: DirectoryPagingContext };

/** The walk offers what the page offers: its page links (the address can ask for any page; see the machine's tests). */
function explore(total: number, { failures = false } = {}) {
  const serve = server(total);
  const events = (snapshot: Snap): DirectoryPagingEvent[] => {
    const { page, total: known } = snapshot.context;
    const links = pageButtons(page, pageCount(known)).map(
      (n): DirectoryPagingEvent => ({
        type: 'page.select',
        page: n,
      }),
    );
    if (snapshot.value === 'ready') return links;
    if (snapshot.value === 'failed') return [{ type: 'retry' }, ...links];
    const request = { start: pageOffset(snapshot.context.requested), limit: MEMBERS_PAGE_SIZE };
    const answered = { type: 'xstate.done.actor.loadMembersPage', output: serve(request) };
    const failed = { type: 'xstate.error.actor.loadMembersPage', error: networkFailure() };
    // The invoke's own events are not among those the app sends (the machine's event type).
    return (failures ? [answered, failed] : [answered]) as unknown as DirectoryPagingEvent[];
  };
  return getShortestPaths(directoryPagingMachine, {
    events,
    serializeState: (s: Snap) =>
      `${String(s.value)} ${s.context.page}→${s.context.requested} ${s.context.shown}`,
  });
}

/** Pages shown, each with the clicks it takes from the first page (the loads are not clicks). */
function clicks(paths: ReturnType<typeof explore>): Record<number, number> {
  const shown = paths.filter((p) => p.state.value === 'ready');
  return Object.fromEntries(
    shown.map((p) => [
      p.state.context.page,
      p.steps.filter((step) => step.event.type === 'page.select').length,
    ]),
  );
}

describe('directory paging (graph, real machine)', () => {
  it('reaches every page and only those', () => {
    expect(Object.keys(clicks(explore(0)))).toEqual(['1']);
    expect(Object.keys(clicks(explore(20)))).toEqual(['1']);
    expect(Object.keys(clicks(explore(21)))).toEqual(['1', '2']);
    expect(Object.keys(clicks(explore(101))).map(Number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.keys(clicks(explore(1000)))).toHaveLength(50);
  });

  it('needs one click for pages 1–5 shown first, then a window slide for the rest', () => {
    expect(clicks(explore(101))).toEqual({ 1: 0, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2 });
    // Page 50 of 50: 1 → 5 → 7 → … → 49 (2 pages a click once centred) → 50.
    expect(clicks(explore(1000))[50]).toBe(1 + 22 + 1);
  });

  it('shows the members of the page it reached', () => {
    for (const path of explore(101).filter((p) => p.state.value === 'ready')) {
      const { page, members } = path.state.context;
      expect(members[0]?.email).toBe(`member${(page - 1) * 20 + 1}@lwl.test`);
    }
  });

  it("keeps the last page shown after a failed load, and 'Try again' loads the page asked for", () => {
    const failed = explore(101, { failures: true }).filter((p) => p.state.value === 'failed');
    // Every page can fail to load: the first one before anything is shown, the others over a page.
    expect([...new Set(failed.map((p) => p.state.context.requested))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const path of failed) {
      const { page, requested, members, shown } = path.state.context;
      expect(path.steps.at(-1)?.event.type).toBe('xstate.error.actor.loadMembersPage');
      if (shown) expect(members[0]?.email).toBe(`member${(page - 1) * 20 + 1}@lwl.test`);
      else expect(members).toEqual([]);
      const [retry] = transition(directoryPagingMachine, path.state, { type: 'retry' });
      expect(retry.value).toBe('loading');
      expect(retry.context.requested).toBe(requested);
    }
  });
});
