import { commonMessages } from '@lwl/schemas';
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, fromPromise, waitFor } from 'xstate';
import { createResourceMachine } from '../resource/resource-machine.ts';
import { remount } from '../testing/remount.ts';
import { createTestActor } from '../testing/simulated.ts';
import { fromRequest } from './request-actor.ts';
import { networkFailure } from './test-fakes.ts';

const eventsMachine = createResourceMachine<string[]>('events');

interface PendingCall {
  signal: AbortSignal;
  resolve: (events: string[]) => void;
  reject: (error: unknown) => void;
}

/** A fake HTTP call that rejects with an AbortError when its signal aborts, as `fetch` does. */
function fakeCalls() {
  const calls: PendingCall[] = [];
  const call = (signal: AbortSignal) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('signal is aborted', 'AbortError')));
    });
  return { calls, call };
}

function startEvents(load: AnyActorLogic) {
  const logFailure = vi.fn<(error: unknown) => void>();
  const showToast = vi.fn<(message: string) => void>();
  const { actor } = createTestActor(eventsMachine, {
    input: { params: undefined, failureMessage: commonMessages.somethingWrongTryAgain },
    provide: {
      actors: { load },
      actions: {
        logFailure: (_, { error }) => logFailure(error),
        showToast: (_, { message }) => showToast(message),
        expireSession: () => {},
      },
    },
  });
  return { actor, logFailure, showToast };
}

describe('fromRequest', () => {
  it('lets the restarted run answer when the actor is stopped and restored mid-request', async () => {
    const { calls, call } = fakeCalls();
    const { actor, logFailure, showToast } = startEvents(fromRequest(({ signal }) => call(signal)));

    remount(actor);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    await Promise.resolve();
    calls[1]?.resolve(['Women in Leadership Summit']);

    await waitFor(actor, (s) => !s.matches('loading'));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual(['Women in Leadership Summit']);
    expect(logFailure).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it("drops a stopped run's late answer: the restarted run's answer is the one taken", async () => {
    const answers: Array<(events: string[]) => void> = [];
    const ignoresSignal = () => new Promise<string[]>((resolve) => answers.push(resolve));
    const { actor } = startEvents(fromRequest(ignoresSignal));

    remount(actor);
    answers[0]?.(['stale']);
    await Promise.resolve();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    answers[1]?.(['fresh']);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual(['fresh']);
  });

  it("still reports a real failure of a run that wasn't stopped", async () => {
    const { calls, call } = fakeCalls();
    const { actor, logFailure } = startEvents(fromRequest(({ signal }) => call(signal)));

    remount(actor);
    const failure = networkFailure('GET events');
    calls[1]?.reject(failure);

    await waitFor(actor, (s) => s.matches('failed'));
    expect(logFailure).toHaveBeenCalledExactlyOnceWith(failure);
    expect(actor.getSnapshot().context.errorMessage).toBe(commonMessages.somethingWrongTryAgain);
  });

  it('is needed: with plain fromPromise the restored actor takes the aborted run as its failure', async () => {
    const { calls, call } = fakeCalls();
    const { actor, logFailure } = startEvents(fromPromise(({ signal }) => call(signal)));

    remount(actor);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(logFailure).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'AbortError' }));
    expect(calls).toHaveLength(2);
  });
});
