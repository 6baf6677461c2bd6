import { getShortestPaths } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { trackTransitions } from '../testing/coverage.ts';
import { createTestActor } from '../testing/simulated.ts';
import { tenEvents } from './event-cards.fixture.ts';
import { eventsListMachine } from './events-list-machine.ts';
import { categoryChips, showsLoadMore, visibleEvents } from './events-list-rules.ts';

const coverage = trackTransitions(eventsListMachine);
afterAll(() => coverage.assertAllTaken());

function start() {
  return createTestActor(eventsListMachine, { coverage }).actor;
}

const visibleIds = (actor: ReturnType<typeof start>) => {
  const { events, category, visibleCount } = actor.getSnapshot().context;
  return visibleEvents(events, category, visibleCount).map((e) => e.id);
};

describe('eventsListMachine', () => {
  it('shows 6 events of All, then all the remaining at once', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'events.receive', events: tenEvents });
    expect(actor.getSnapshot().context).toMatchObject({ category: 'All', visibleCount: 6 });
    expect(visibleIds(actor)).toEqual([1, 2, 3, 4, 5, 6]);
    actor.send({ type: 'events.loadMore' });
    expect(visibleIds(actor)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const { context } = actor.getSnapshot();
    expect(showsLoadMore(context.events, context.category, context.visibleCount)).toBe(false);
    const before = actor.getSnapshot();
    actor.send({ type: 'events.loadMore' });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('a category choice resets the count to 6', () => {
    const actor = start();
    actor.send({ type: 'events.receive', events: tenEvents });
    actor.send({ type: 'events.loadMore' });
    actor.send({ type: 'category.select', category: 'Leadership' });
    expect(actor.getSnapshot().context.visibleCount).toBe(6);
    expect(visibleIds(actor)).toEqual([1, 3, 4, 6, 7, 9]);
    actor.send({ type: 'category.select', category: 'Finance' });
    expect(visibleIds(actor)).toEqual([2, 3, 8]);
    actor.send({ type: 'category.select', category: 'Sports' });
    expect(actor.getSnapshot().context.category).toBe('Finance');
  });

  it('a new list starts again from All; a failed load is failed, not empty, until a load succeeds', () => {
    const actor = start();
    actor.send({ type: 'events.receive', events: tenEvents });
    actor.send({ type: 'category.select', category: 'Finance' });
    actor.send({ type: 'events.receive', events: tenEvents.slice(0, 2) });
    expect(actor.getSnapshot().context).toMatchObject({ category: 'All', visibleCount: 6 });
    expect(visibleIds(actor)).toEqual([1, 2]);

    const failed = start();
    failed.send({ type: 'events.fail' });
    expect(failed.getSnapshot().value).toBe('failed');
    expect(categoryChips(failed.getSnapshot().context.events)).toEqual(['All']);
    failed.send({ type: 'events.load' });
    expect(failed.getSnapshot().value).toBe('loading');
    failed.send({ type: 'events.fail' });
    failed.send({ type: 'events.receive', events: tenEvents });
    expect(failed.getSnapshot().value).toBe('ready');
    expect(visibleIds(failed)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('events list (graph)', () => {
  const events = [
    { type: 'events.receive' as const, events: tenEvents },
    ...categoryChips(tenEvents).map((category) => ({ type: 'category.select' as const, category })),
    { type: 'events.loadMore' as const },
    { type: 'events.fail' as const },
    { type: 'events.load' as const },
  ];
  const paths = getShortestPaths(eventsListMachine, {
    events,
    serializeState: (s) => `${JSON.stringify(s.value)} ${s.context.category} ${s.context.visibleCount}`,
  });
  const reached = paths.map(
    (p) => `${String(p.state.value)} ${p.state.context.category} ${p.state.context.visibleCount}`,
  );

  it('reaches loading, failed, each category at 6, and Load More only where a category has more than 6', () => {
    expect(reached.sort()).toEqual(
      [
        'loading All 6',
        'failed All 6',
        'ready All 6',
        'ready All 10',
        'ready Finance 6',
        'ready Leadership 6',
        'ready Leadership 7',
        'ready Technology 6',
      ].sort(),
    );
  });

  it('every expanded list is one Load More after its category was chosen', () => {
    for (const path of paths.filter((p) => p.state.context.visibleCount > 6)) {
      expect(path.steps.at(-1)?.event.type).toBe('events.loadMore');
    }
  });
});
