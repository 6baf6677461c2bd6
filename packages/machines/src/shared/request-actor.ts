/**
 * `fromRequest`: `fromPromise` for the app's calls, for actors that @xstate/react stops and restores.
 *
 * Stopping a promise actor aborts its `signal`, and xstate then ignores the run's outcome because
 * the actor is no longer active. @xstate/react's `useMachine`/`useActorRef` (on a React StrictMode
 * remount, an Activity hide) stops the actor, puts the pre-stop snapshots back (so the invoked
 * actor is 'active' again) and restarts it, which starts a second run of the call. The first run
 * then settles into the restored actor: its AbortError arrived as the call's failure.
 *
 * Only the actor's stop aborts the signal, so a run whose signal is aborted belongs to a stopped
 * actor: it never settles, and the restarted run (if any) answers. Any other failure rejects as usual.
 */
import type { EventObject, NonReducibleUnknown } from 'xstate';
import { fromPromise } from 'xstate';

/** What `fromPromise` hands its function: `input`, `signal` (aborted when the actor stops), ... */
export type RequestArgs<TOutput, TInput, TEmitted extends EventObject> = Parameters<
  Parameters<typeof fromPromise<TOutput, TInput, TEmitted>>[0]
>[0];

/** A promise that never settles; a fresh one each time, so nothing keeps a stopped run's chain alive. */
const never = () => new Promise<never>(() => {});

export function fromRequest<
  TOutput,
  TInput = NonReducibleUnknown,
  TEmitted extends EventObject = EventObject,
>(request: (args: RequestArgs<TOutput, TInput, TEmitted>) => PromiseLike<TOutput>) {
  return fromPromise<TOutput, TInput, TEmitted>(async (args) => {
    try {
      const output = await request(args);
      return args.signal.aborted ? never() : output;
    } catch (error) {
      if (args.signal.aborted) return never();
      throw error;
    }
  });
}
