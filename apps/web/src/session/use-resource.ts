/**
 * A read-only resource of the account area on the generic resource machine of @lwl/machines:
 * loading → ready | empty | failed, a 401 handed to the session.
 */
import type { createResourceMachine } from '@lwl/machines';
import { fromRequest } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { appActions } from '../lib/effects.ts';
import { actorOptions } from '../lib/inspect.ts';
import { expireSessionWith, SessionContext } from './session-context.ts';

type ResourceMachine<TData> = ReturnType<typeof createResourceMachine<TData>>;

export interface ResourceOptions<TData> {
  failureMessage: string | null;
  isEmpty?: (data: TData) => boolean;
}

export function useResource<TData>(
  machine: ResourceMachine<TData>,
  load: (signal: AbortSignal) => Promise<TData>,
  options: ResourceOptions<TData>,
) {
  const session = SessionContext.useActorRef();
  return useMachine(
    machine.provide({
      actors: { load: fromRequest(({ signal }) => load(signal)) },
      actions: {
        showToast: appActions.showToast,
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
      },
    },
  );
}
