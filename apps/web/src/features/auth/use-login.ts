/** The login machine wired to `POST login` (loaded after first paint) and the session. */
import { loginMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { SessionContext } from '../../session/session-context.ts';
import { authRequest } from './load-auth-schemas.ts';

/** `returnTo`: the /login link's return path (`next`), checked by the machine; null goes to /. */
export function useLogin(returnTo: string | null) {
  const session = SessionContext.useActorRef();
  return useMachine(
    loginMachine.provide({
      actors: {
        logIn: authRequest('POST login'),
      },
      actions: {
        ...appActions,
        signIn: (_, { data }) => session.send({ type: 'session.signIn', data }),
      },
    }),
    { ...actorOptions(), input: { returnTo } },
  );
}
