/**
 * A read-only resource on the generic resource machine of @lwl/machines: loading → ready | empty |
 * failed (or, for a page of one record, notFound: its toast and its list), a 401 handed to the session,
 * a failed load loaded again on 'Try again' and when the connection comes back.
 */
import type { createResourceMachine, NotFoundParams } from '@lwl/machines';
import { fromRequest } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { useDeferredValue } from 'react';
import { useRetryOnReconnect } from '../lib/connectivity.ts';
import { appActions } from '../lib/effects.ts';
import { actorOptions } from '../lib/inspect.ts';
import { expireSessionWith, SessionContext } from './session-context.ts';

type ResourceMachine<TData> = ReturnType<typeof createResourceMachine<TData>>;

export interface ResourceOptions<TData> {
  failureMessage: string | null;
  isEmpty?: (data: TData) => boolean;
  /** For a page of one record: what a 404 means (its toast, the list it goes back to). */
  notFound?: NotFoundParams;
}

export function useResource<TData>(
  machine: ResourceMachine<TData>,
  load: (signal: AbortSignal) => Promise<TData>,
  options: ResourceOptions<TData>,
) {
  const session = SessionContext.useActorRef();
  const resource = useMachine(
    machine.provide({
      actors: { load: fromRequest(({ signal }) => load(signal)) },
      actions: {
        showToast: appActions.showToast,
        navigate: appActions.navigate,
        expireSession: expireSessionWith(session),
        logFailure: (_, { error }) => console.error(error),
      },
    }),
    {
      ...actorOptions(),
      input: {
        params: undefined,
        failureMessage: options.failureMessage,
        ...(options.isEmpty ? { isEmpty: options.isEmpty } : {}),
        ...(options.notFound ? { notFound: options.notFound } : {}),
      },
    },
  );
  useRetryOnReconnect(resource[1]);
  // A machine's snapshot reaches React through a store, which React renders at once, in one task: the
  // page that an answer fills would block the main thread for as long as it takes to render. Deferred,
  // React renders it in slices that yield to the browser (docs/bench.md, round F).
  const snapshot = useDeferredValue(resource[0]);
  return [snapshot, resource[1], resource[2]] as const;
}
