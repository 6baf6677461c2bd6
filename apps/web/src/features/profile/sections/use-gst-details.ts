/** The GST view/edit machine wired to `POST update-gst-details`. */
import { fromRequest, gstDetailsMachine, gstDetailsOf } from '@lwl/machines';
import { profileEndpoints, type User } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { api } from '../../../lib/api.ts';
import { appActions } from '../../../lib/effects.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { expireSessionWith, SessionContext } from '../../../session/session-context.ts';

export function useGstDetails(user: User) {
  const session = SessionContext.useActorRef();
  return useMachine(
    gstDetailsMachine.provide({
      actors: {
        updateGstDetails: fromRequest(({ input, signal }) =>
          api.request(profileEndpoints['POST update-gst-details'], input, { signal }),
        ),
      },
      actions: { showToast: appActions.showToast, expireSession: expireSessionWith(session) },
    }),
    { ...actorOptions(), input: { details: gstDetailsOf(user) } },
  );
}
