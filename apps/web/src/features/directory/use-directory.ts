/** The member directory (directoryPagingMachine): GET all-members?start=&limit=20, a 401 to the session. */
import { directoryPagingMachine, fromRequest } from '@lwl/machines';
import { directoryEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../lib/api.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';

export function useDirectory() {
  const session = SessionContext.useActorRef();
  return useMachine(
    directoryPagingMachine.provide({
      actors: {
        loadMembersPage: fromRequest(({ input, signal }) =>
          api.request(directoryEndpoints['GET all-members'], input, { signal }),
        ),
      },
      actions: {
        expireSession: expireSessionWith(session),
      },
    }),
    actorOptions(),
  );
}
