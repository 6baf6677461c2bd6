/** The profile edit machine wired to `POST update-personal-details`, the session and a page reload. */
import { profileEditMachine } from '@lwl/machines';
import { profileEndpoints } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { appActions } from '../../../lib/effects.ts';
import { actorOptions } from '../../../lib/inspect.ts';
import { requestTo } from '../../../lib/request-actor.ts';
import { expireSessionWith, SessionContext } from '../../../session/session-context.ts';

export function useProfileEdit() {
  const session = SessionContext.useActorRef();
  return useMachine(
    profileEditMachine.provide({
      actors: { updateProfile: requestTo(profileEndpoints['POST update-personal-details']) },
      actions: {
        ...appActions,
        expireSession: expireSessionWith(session),
        updateSessionProfile: (_, { userName, profileImage }) =>
          session.send({ type: 'profile.update', userName, profileImage }),
      },
    }),
    actorOptions(),
  );
}
