/** The login machine wired to `POST login` (loaded after first paint) and the session. */
import { loginMachine } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { ROUTE_PATTERNS } from '../../app/routes.ts';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { forgetReturn, savedReturn } from '../../session/interrupted-forms.ts';
import { SessionContext } from '../../session/session-context.ts';
import { authRequest } from './load-auth-schemas.ts';

/**
 * `returnTo`: the /login link's return path (`next`); the page a 401 interrupted (kept in the tab)
 * comes first. The machine checks both and chooses.
 */
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
        forgetReturn: () => forgetReturn(),
      },
    }),
    { ...actorOptions(), input: { returnTo, saved: savedReturn(), knownRoutes: ROUTE_PATTERNS } },
  );
}
