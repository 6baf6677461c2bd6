/** The GST view/edit machine wired to `POST update-gst-details`. */
import { gstDetailsMachine, gstDetailsOf } from '@lwl/machines';
import { profileEndpoints, type User } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { appActions } from '../../../lib/effects.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { requestTo } from '../../../lib/request-actor.ts';
import { forgetDraft, peekDraft, useDraftOnExpiry } from '../../../session/interrupted-forms.ts';
import { expireSessionWith, SessionContext } from '../../../session/session-context.ts';

/** A 401 keeps the values being saved; back from signing in, the form opens with them, once. */
export function useGstDetails(user: User) {
  const session = SessionContext.useActorRef();
  const [restored] = useState(() => peekDraft('gstDetails'));
  useEffect(() => {
    if (restored) forgetDraft('gstDetails');
  }, [restored]);
  const machine = useMachine(
    gstDetailsMachine.provide({
      actors: { updateGstDetails: requestTo(profileEndpoints['POST update-gst-details']) },
      actions: { showToast: appActions.showToast, expireSession: expireSessionWith(session) },
    }),
    { ...actorOptions(), input: { details: gstDetailsOf(user), restored } },
  );
  const actor = machine[2];
  useDraftOnExpiry('gstDetails', () => actor.getSnapshot().context.pending);
  return machine;
}
