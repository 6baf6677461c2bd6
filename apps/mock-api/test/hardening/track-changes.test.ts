import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, trackChanges } from '../../src/persistence/track-changes.ts';

/** A state shaped like the store: collections at the root and in a container, values, nested fields. */
interface Item {
  id: number;
  name: string;
  tags: string[];
  more?: { note: string };
}
interface State {
  n: number;
  items: Item[];
  box: { list: Item[]; meta: Record<string, number> };
}

const initial = (): State => ({
  n: 0,
  items: [1, 2, 3].map((id) => ({ id, name: `item ${id}`, tags: ['a'] })),
  box: { list: [{ id: 9, name: 'boxed', tags: [] }], meta: { a: 1 } },
});

type Op =
  | { kind: 'push' | 'pushBox'; id: number }
  | { kind: 'rename' | 'tag' | 'note' | 'dropNote' | 'replace' | 'splice'; at: number; text: string }
  | { kind: 'filter' | 'sort' | 'counter' | 'meta' | 'newList'; at: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('push' as const, 'pushBox' as const), id: fc.nat(1000) }),
  fc.record({
    kind: fc.constantFrom(
      'rename' as const,
      'tag' as const,
      'note' as const,
      'dropNote' as const,
      'replace' as const,
      'splice' as const,
    ),
    at: fc.nat(20),
    text: fc.string({ maxLength: 6 }),
  }),
  fc.record({
    kind: fc.constantFrom(
      'filter' as const,
      'sort' as const,
      'counter' as const,
      'meta' as const,
      'newList' as const,
    ),
    at: fc.nat(20),
  }),
);

/** Runs one write through the view, as a handler would (finds, pushes, in-place edits, new arrays). */
function run(view: State, step: Op): void {
  const pick = (list: Item[], at: number) => list[at % Math.max(list.length, 1)];
  switch (step.kind) {
    case 'push':
      view.items.push({ id: step.id, name: 'new', tags: [] });
      return;
    case 'pushBox':
      view.box.list.push({ id: step.id, name: 'new in box', tags: ['b'] });
      return;
    case 'rename': {
      const item = pick(view.items, step.at);
      if (item) item.name = step.text;
      return;
    }
    case 'tag':
      pick(view.box.list, step.at)?.tags.push(step.text);
      return;
    case 'note': {
      const item = pick(view.items, step.at);
      if (item) item.more = { note: step.text };
      return;
    }
    case 'dropNote': {
      const item = pick(view.items, step.at);
      if (item) delete item.more;
      return;
    }
    case 'replace':
      if (view.items.length > 0)
        view.items[step.at % view.items.length] = { id: step.at, name: step.text, tags: ['r'] };
      return;
    case 'splice':
      view.items.splice(step.at % Math.max(view.items.length, 1), 1);
      return;
    case 'filter':
      view.items = view.items.filter((item) => item.id % 3 !== step.at % 3);
      return;
    case 'sort':
      view.items.sort((a, b) => a.name.localeCompare(b.name));
      return;
    case 'counter':
      view.n += step.at;
      return;
    case 'meta':
      view.box.meta[`k${step.at % 3}`] = step.at;
      return;
    case 'newList':
      view.box.list = [...view.box.list].reverse();
      return;
  }
}

describe('change tracking', () => {
  it('replays: the changes taken, written as JSON and applied to the state before, give the state after', () => {
    fc.assert(
      fc.property(fc.array(fc.array(op, { maxLength: 8 }), { minLength: 1, maxLength: 8 }), (batches) => {
        const tracked = trackChanges(initial());
        const disk = initial();
        for (const batch of batches) {
          for (const step of batch) run(tracked.view, step);
          const written = JSON.parse(JSON.stringify(tracked.take()));
          applyChanges(disk, written);
          expect(disk).toEqual(JSON.parse(JSON.stringify(tracked.target)));
        }
      }),
      { seed: 20_261_208, numRuns: 300 },
    );
  });

  it('counts a write as a change and a read or a same-value write as none; takes only what changed', () => {
    const tracked = trackChanges(initial());
    const { view } = tracked;
    const start = tracked.version();
    expect(view.items.map((i) => i.name).join()).toBe('item 1,item 2,item 3');
    const first = view.items[0];
    if (first) first.name = 'item 1';
    view.items = view.items.filter(() => true);
    expect(tracked.version()).toBe(start);
    expect(tracked.take()).toEqual([]);

    const second = view.items[1];
    if (second) second.tags.push('b');
    expect(tracked.version()).toBeGreaterThan(start);
    // one record changed: that record alone, not its collection
    expect(tracked.take()).toEqual([
      { kind: 'record', path: ['items'], index: 1, value: { id: 2, name: 'item 2', tags: ['a', 'b'] } },
    ]);
  });
});
