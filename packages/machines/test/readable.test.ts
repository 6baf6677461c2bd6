/**
 * Every machine reads for itself in the Flow Studio and the Stately export: each state says in one line
 * what it stands for (its `description`), and every action is named in the machine's `setup` (an
 * inline `assign(...)` would read "assign"; an inline `spawnChild(...)` "spawnChild"). Every transition
 * says what happens in one line too (its `description`), and every guard and named action has its words
 * in the map beside its machine (`wordsOf`), since `setup` cannot carry them.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { collectMachines } from '../scripts/export/render-docs.ts';
import { createCheckoutMachine } from '../src/checkout/checkout-machine.ts';
import * as machines from '../src/index.ts';
import { wordsOf } from '../src/words.ts';

const all: Array<[string, AnyStateMachine]> = [
  ...collectMachines(machines).map(({ exportName, machine }): [string, AnyStateMachine] => [
    exportName,
    machine,
  ]),
  ['createCheckoutMachine()', createCheckoutMachine()],
];

function states(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [
    child as AnyStateNode,
    ...states(child as AnyStateNode),
  ]);
}

/** Actions written inline (functions) rather than named in `setup({ actions })`. */
function inlineActions(node: AnyStateNode): string[] {
  const where = node.path.join('.') || '(root)';
  const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
  const lists: Array<[string, readonly unknown[]]> = [
    // As written (node.entry and node.exit add the timers of `after`).
    ['entry', [node.config.entry ?? []].flat()],
    ['exit', [node.config.exit ?? []].flat()],
    ...transitions.map((t): [string, readonly unknown[]] => [
      `on ${String(t.eventType) || 'always'}`,
      t.actions,
    ]),
  ];
  return lists.flatMap(([when, actions]) =>
    actions
      .filter((a) => typeof a === 'function')
      .map((a) => `${where} ${when}: ${String((a as { type?: string }).type ?? 'inline')}`),
  );
}

function transitionsOf(node: AnyStateNode): Array<{ where: string; description: unknown }> {
  const where = node.path.join('.') || '(root)';
  return [...node.transitions.values()]
    .flat()
    .concat(node.always ?? [])
    .map((t) => ({ where: `${where} on ${String(t.eventType) || 'always'}`, description: t.description }));
}

/** One line a product reader understands: no code names, no line breaks, not too long. */
function unreadable(text: unknown): boolean {
  return typeof text !== 'string' || text.trim().length < 6 || text.length > 90 || /\n/.test(text);
}

describe('every machine reads without its code', () => {
  it('covers the machines', () => {
    expect(all.length).toBeGreaterThan(20);
  });
  for (const [name, machine] of all) {
    it(`${name}: every state has a one-line description`, () => {
      const missing = states(machine.root)
        .filter((s) => typeof s.description !== 'string' || s.description.trim().length < 8)
        .map((s) => s.path.join('.'));
      expect(missing).toEqual([]);
      for (const s of states(machine.root)) {
        expect(s.description, s.path.join('.')).not.toMatch(/\n/);
        expect(s.description?.length, s.path.join('.')).toBeLessThanOrEqual(90);
      }
    });
    it(`${name}: the machine says what flow it is in one line`, () => {
      expect(unreadable(machine.root.description), machine.id).toBe(false);
    });
    it(`${name}: every transition says what happens in one line`, () => {
      const missing = [machine.root, ...states(machine.root)]
        .flatMap(transitionsOf)
        .filter((t) => unreadable(t.description))
        .map((t) => t.where);
      expect(missing).toEqual([]);
    });
    it(`${name}: every guard and named action has its words`, () => {
      const words = wordsOf(machine.id);
      const guards = Object.keys(machine.implementations.guards ?? {});
      const actions = Object.keys(machine.implementations.actions ?? {});
      expect(guards.filter((g) => unreadable(words.guards[g])).map((g) => `guard ${g}`)).toEqual([]);
      expect(actions.filter((a) => unreadable(words.actions[a])).map((a) => `action ${a}`)).toEqual([]);
    });
    it(`${name}: every action is named in its setup`, () => {
      expect([machine.root, ...states(machine.root)].flatMap(inlineActions)).toEqual([]);
    });
  }
});
