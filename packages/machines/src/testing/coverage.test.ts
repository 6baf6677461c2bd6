import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, not, SimulatedClock, setup, waitFor } from 'xstate';
import { trackTransitions } from './coverage.ts';

const lightMachine = setup({
  types: {} as { context: { count: number }; events: { type: 'go' } | { type: 'reset' } },
  actors: { load: fromPromise<number, void>(async () => 1) },
  guards: { isBig: ({ context }) => context.count > 1 },
}).createMachine({
  id: 'light',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        go: [
          { guard: 'isBig', target: 'done' },
          { guard: not('isBig'), target: 'waiting' },
        ],
      },
    },
    waiting: { after: { 100: 'loading' } },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'idle', actions: assign({ count: ({ context }) => context.count + 1 }) },
        onError: 'failed',
      },
    },
    failed: { on: { reset: 'idle' } },
    done: { type: 'final' },
  },
});

async function runOnce(
  coverage: ReturnType<typeof trackTransitions>,
  machine: typeof lightMachine,
  loops: number,
): Promise<void> {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { inspect: coverage.inspect, clock }).start();
  for (let i = 0; i < loops; i++) {
    actor.send({ type: 'go' });
    clock.increment(100);
    await waitFor(actor, (s) => s.matches('idle') || s.matches('failed') || s.status === 'done');
  }
  actor.stop();
}

describe('trackTransitions', () => {
  it('enumerates every transition with readable labels', () => {
    const coverage = trackTransitions(lightMachine);
    expect(coverage.transitions.map((t) => t.label)).toEqual([
      'light.idle —go[0] (isBig)→ light.done',
      'light.idle —go[1] (not(isBig))→ light.waiting',
      'light.waiting —xstate.after.100.light.waiting[0]→ light.loading',
      'light.loading —xstate.done.actor.load[0]→ light.idle',
      'light.loading —xstate.error.actor.load[0]→ light.failed',
      'light.failed —reset[0]→ light.idle',
    ]);
  });

  it('names exactly the transitions not taken', async () => {
    const coverage = trackTransitions(lightMachine);
    await runOnce(coverage, lightMachine, 1);
    expect(coverage.untaken().map((t) => t.key)).toEqual([
      'light.idle|go|0',
      'light.loading|xstate.error.actor.load|0',
      'light.failed|reset|0',
    ]);
    expect(() => coverage.assertAllTaken()).toThrowError(
      /3 of 6 transitions of machine "light" were never taken:\n {2}light\.idle —go\[0\] \(isBig\)→ light\.done\n {2}light\.loading —xstate\.error\.actor\.load\[0\]→ light\.failed\n {2}light\.failed —reset\[0\]→ light\.idle$/,
    );
  });

  it('passes once several actors of provided copies took every transition', async () => {
    const coverage = trackTransitions(lightMachine);
    await runOnce(coverage, lightMachine, 3);
    const failing = lightMachine.provide({
      actors: { load: fromPromise<number, void>(() => Promise.reject(new Error('x'))) },
    });
    expect(coverage.untaken()).toHaveLength(2);
    const clock = new SimulatedClock();
    const second = createActor(failing, { inspect: coverage.inspect, clock }).start();
    second.send({ type: 'go' });
    clock.increment(100);
    await waitFor(second, (s) => s.matches('failed'));
    second.send({ type: 'reset' });
    expect(coverage.untaken()).toEqual([]);
    expect(() => coverage.assertAllTaken()).not.toThrow();
  });

  it('records transitions of a tracked machine running as a child actor', async () => {
    const coverage = trackTransitions(lightMachine);
    const parent = setup({ actors: { light: lightMachine } }).createMachine({
      id: 'parent',
      invoke: { id: 'child', src: 'light' },
    });
    const clock = new SimulatedClock();
    const actor = createActor(parent, { inspect: coverage.inspect, clock }).start();
    const child = actor.getSnapshot().children.child;
    if (!child) throw new Error('child not started');
    child.send({ type: 'go' });
    expect(coverage.taken().map((t) => t.key)).toEqual(['light.idle|go|1']);
    actor.stop();
  });

  it('ignores actors of other machines', () => {
    const coverage = trackTransitions(lightMachine);
    const other = setup({}).createMachine({ id: 'light', on: { go: {} } });
    const actor = createActor(other, { inspect: coverage.inspect }).start();
    actor.send({ type: 'go' });
    expect(coverage.taken()).toEqual([]);
  });
});
