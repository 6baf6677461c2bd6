import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise, setup, waitFor } from 'xstate';
import { forwardingLogic } from './forwarding-logic.ts';

const child = createMachine({
  id: 'child',
  initial: 'idle',
  states: { idle: { on: { go: 'done' } }, done: { type: 'final' } },
  output: { outcome: 'completed' },
});

/** A parent that waits for the child's code before invoking it, as the membership forms do. */
function parentOf(prepare: () => Promise<void>, logic: typeof child) {
  return setup({ actors: { prepare: fromPromise(prepare), child: logic } }).createMachine({
    initial: 'preparing',
    states: {
      preparing: { invoke: { src: 'prepare', onDone: 'running', onError: 'failed' } },
      running: { invoke: { id: 'child', src: 'child', onDone: 'finished' } },
      finished: { type: 'final' },
      failed: { type: 'final' },
    },
  });
}

describe('forwardingLogic', () => {
  it('runs as the logic it stands for once that is loaded: id, snapshots, events and output', async () => {
    let loaded: typeof child | undefined;
    const logic = forwardingLogic(() => loaded, 'child');
    const parent = createActor(
      parentOf(async () => {
        loaded = child;
      }, logic),
    ).start();
    const running = await waitFor(parent, (s) => s.matches('running'));
    const ref = running.children.child as AnyActorRef | undefined;
    expect(ref?.getSnapshot().value).toBe('idle');
    expect((ref as unknown as { logic: { id: string } }).logic.id).toBe('child');
    ref?.send({ type: 'go' });
    expect(parent.getSnapshot().value).toBe('finished');
  });

  it('throws, naming the logic, when used before its code loaded', () => {
    const logic = forwardingLogic<typeof child>(() => undefined, 'checkout');
    // XState keeps an error thrown while an actor starts in its snapshot.
    const snapshot: { status: string; error?: unknown } = createActor(logic).getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(snapshot.error).toEqual(new Error("'checkout' was used before its code loaded"));
  });
});
