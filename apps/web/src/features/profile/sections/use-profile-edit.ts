/** The profile edit machine wired to `POST update-personal-details`, the session and a page reload. */
import { profileEditMachine } from '@lwl/machines';
import { profileEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { appActions } from '../../../lib/effects.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { requestTo } from '../../../lib/request-actor.ts';
import { forgetDraft, peekDraft, useDraftOnExpiry } from '../../../session/interrupted-forms.ts';
import { expireSessionWith, SessionContext } from '../../../session/session-context.ts';

/** A 401 keeps what the form submitted; back from signing in, the form opens with it, once. */
export function useProfileEdit() {
  const session = SessionContext.useActorRef();
  const [restored] = useState(() => peekDraft('profileEdit'));
  useEffect(() => {
    if (restored) forgetDraft('profileEdit');
  }, [restored]);
  const machine = useMachine(
    profileEditMachine.provide({
      actors: { updateProfile: requestTo(profileEndpoints['POST update-personal-details']) },
      actions: {
        ...appActions,
        expireSession: expireSessionWith(session),
        updateSessionProfile: (_, { userName, profileImage }) =>
          session.send({ type: 'profile.update', userName, profileImage }),
      },
    }),
    { ...actorOptions(), input: { restored } },
  );
  const actor = machine[2];
  useDraftOnExpiry('profileEdit', () => actor.getSnapshot().context.draft);
  return machine;
}
