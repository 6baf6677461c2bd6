/**
 * The exported JSON keeps behaviour, not only the drawing: loaded with `createMachine`, given stand-in
 * actions, guards and actors and its own `delays` (one shape: milliseconds by name), it waits in each
 * state with `after` exactly as long as the real machine, and its actions receive the params the real
 * machine writes (a toast's message, a page to open).
 */
import { commonMessages } from '@lwl/schemas';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, createMachine, fromPromise } from 'xstate';
import { DOCS_OPTIONS } from '../scripts/export/docs-options.ts';
import { collectMachines } from '../scripts/export/render-docs.ts';
import { renderAll } from '../scripts/export-machines.ts';
import * as machines from '../src/index.ts';
import { SimulatedClock } from '../src/testing/simulated.ts';

type Config = Record<string, unknown> & { states?: Record<string, Config> };

const files = renderAll();
const exported = [...files.entries()]
  .filter(([name]) => name.endsWith('.json'))
  .map(([name, text]) => [name, JSON.parse(text) as Config] as const);
const real = new Map(
  collectMachines(machines).map(({ machine }) => [machine.id, machine as AnyStateMachine] as const),
);

/** Every action, guard and actor name the config uses, and every state with `after` (by path). */
function survey(config: Config) {
  const actions = new Set<string>();
  const guards = new Set<string>();
  const actors = new Set<string>();
  const waits: Array<{ path: string[]; delays: string[] }> = [];
  const names = (value: unknown, into: Set<string>) => {
    for (const item of [value ?? []].flat()) {
      if (typeof item === 'string') into.add(item);
      else if (item && typeof item === 'object' && 'type' in item) into.add(String(item.type));
    }
  };
  const guardNames = (guard: unknown) => {
    if (guard === undefined) return;
    const text = typeof guard === 'string' ? guard : String((guard as { type: unknown }).type);
    for (const word of text.match(/[A-Za-z]+/g) ?? [])
      if (!['and', 'or', 'not', 'stateIn'].includes(word)) guards.add(word);
  };
  const transitions = (value: unknown) => {
    for (const t of [value ?? []].flat()) {
      if (!t || typeof t !== 'object') continue;
      names((t as Config).actions, actions);
      guardNames((t as Config).guard);
    }
  };
  const visit = (node: Config, path: string[]) => {
    names(node.entry, actions);
    names(node.exit, actions);
    for (const list of Object.values((node.on ?? {}) as Record<string, unknown>)) transitions(list);
    for (const list of Object.values((node.after ?? {}) as Record<string, unknown>)) transitions(list);
    transitions(node.always);
    transitions(node.onDone);
    for (const inv of [node.invoke ?? []].flat() as Config[]) {
      actors.add(String(inv.src));
      transitions(inv.onDone);
      transitions(inv.onError);
    }
    if (node.after) waits.push({ path, delays: Object.keys(node.after as object) });
    for (const [key, child] of Object.entries(node.states ?? {})) visit(child, [...path, key]);
  };
  visit(config, []);
  return { actions, guards, actors, waits };
}

/** The config started in the state at `path` (each ancestor's `initial` pointed at it). */
function startingAt(config: Config, path: readonly string[]): Config {
  const copy = structuredClone(config);
  let node: Config = copy;
  for (const key of path) {
    node.initial = key;
    node = (node.states as Record<string, Config>)[key] as Config;
  }
  return copy;
}

/** The loaded machine with stand-ins: actions record their params, guards say no, calls never answer. */
function load(config: Config, calls: Array<{ action: string; params: unknown }>) {
  const { actions, guards, actors } = survey(config);
  return createMachine(config as never).provide({
    delays: (config.delays ?? {}) as Record<string, number>,
    actions: Object.fromEntries(
      [...actions].map((name) => [
        name,
        (_: unknown, params: unknown) => void calls.push({ action: name, params }),
      ]),
    ),
    guards: Object.fromEntries([...guards].map((name) => [name, () => false])),
    actors: Object.fromEntries(
      [...actors].map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
    ),
  } as never);
}

/** The milliseconds the real machine waits for a delay (fixed in setup, or its usual value from context). */
function realDelay(machineId: string, name: string): number | undefined {
  const numeric = Number(name);
  if (Number.isFinite(numeric)) return numeric;
  const machine = real.get(machineId) ?? (machineId === 'checkout' ? real.get('eventCheckout') : undefined);
  const delay = (machine?.implementations.delays as Record<string, unknown> | undefined)?.[name];
  if (typeof delay === 'number') return delay;
  return DOCS_OPTIONS.delayRules?.[machineId]?.[name]?.ms;
}

describe('the exported JSON keeps behaviour', () => {
  it('writes every named delay in one shape, milliseconds by name, as the real machine waits', () => {
    const withDelays = exported.filter(([, config]) => config.delays !== undefined);
    expect(withDelays.length).toBeGreaterThan(4);
    for (const [name, config] of withDelays) {
      for (const [delay, ms] of Object.entries(config.delays as Record<string, unknown>)) {
        expect(typeof ms, `${name}: ${delay}`).toBe('number');
        expect(ms, `${name}: ${delay}`).toBe(realDelay(String(config.id), delay));
      }
    }
  });

  for (const [name, config] of exported) {
    const { waits } = survey(config);
    if (waits.length === 0) continue;
    it(`${name}: waits in each state with a delay as long as the real machine`, () => {
      for (const { path, delays } of waits) {
        const ms = Math.min(...delays.map((delay) => realDelay(String(config.id), delay) ?? Number.NaN));
        expect(Number.isFinite(ms), `${path.join('.')}: a delay the real machine knows`).toBe(true);
        const clock = new SimulatedClock();
        const fired: string[] = [];
        const actor = createActor(load(startingAt(config, path), []), {
          clock,
          inspect: (e) => {
            if (e.type === '@xstate.event' && e.event.type.startsWith('xstate.after.'))
              fired.push(e.event.type);
          },
        });
        actor.start();
        expect(actor.getSnapshot().matches(path.join('.') as never), path.join('.')).toBe(true);
        clock.increment(ms - 1);
        expect(fired, `${path.join('.')}: nothing before ${ms} ms`).toEqual([]);
        clock.increment(1);
        expect(fired.length, `${path.join('.')}: its delay at ${ms} ms`).toBeGreaterThan(0);
        actor.stop();
      }
    });
  }

  it('keeps the params of actions: the checkout says the payment was cancelled', () => {
    const checkout = exported.find(([name]) => name === 'checkout.json')?.[1];
    if (!checkout) throw new Error('no checkout.json');
    const calls: Array<{ action: string; params: unknown }> = [];
    const actor = createActor(load(startingAt(checkout, ['paying']), calls)).start();
    actor.send({ type: 'payment.dismiss' });
    expect(calls).toContainEqual({
      action: 'showToast',
      params: { kind: 'info', message: commonMessages.paymentCancelled },
    });
  });

  it("keeps the params of actions: password reset's redirect opens /login after its delay", () => {
    const reset = exported.find(([name]) => name === 'password-reset.json')?.[1];
    if (!reset) throw new Error('no password-reset.json');
    const calls: Array<{ action: string; params: unknown }> = [];
    const clock = new SimulatedClock();
    createActor(load(startingAt(reset, ['done']), calls), { clock }).start();
    clock.increment(realDelay('passwordReset', 'redirect') ?? 0);
    expect(calls).toContainEqual({ action: 'navigate', params: { to: '/login' } });
  });
});
