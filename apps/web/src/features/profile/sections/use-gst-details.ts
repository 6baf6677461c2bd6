/** The GST view/edit machine wired to `POST update-gst-details`. */
import { gstDetailsMachine, gstDetailsOf } from '@lwl/machines';
import { profileEndpoints, type User } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { appActions } from '../../../lib/effects.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { requestTo } from '../../../lib/request-actor.ts';
import { expireSessionWith, SessionContext } from '../../../session/session-context.ts';

export function useGstDetails(user: User) {
  const session = SessionContext.useActorRef();
  return useMachine(
    gstDetailsMachine.provide({
      actors: { updateGstDetails: requestTo(profileEndpoints['POST update-gst-details']) },
      actions: { showToast: appActions.showToast, expireSession: expireSessionWith(session) },
    }),
    { ...actorOptions(), input: { details: gstDetailsOf(user) } },
  );
}
