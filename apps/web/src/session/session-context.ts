/**
 * The app-wide session actor (sign-in state, 401 expiry, logout), shared through React context.
 * Read it with `SessionContext.useSelector`, send to it with `SessionContext.useActorRef()`.
 */
import { isSignedIn, type SessionExpiryParams } from '@lwl/machines';
import { createActorContext } from '@xstate/react';
import { appSessionMachine } from './session-machine.ts';

export const SessionContext = createActorContext(appSessionMachine);

export type SessionActorRef = ReturnType<typeof SessionContext.useActorRef>;

/** The `expireSession` action every account machine takes: forwards a 401 to the session. */
export function expireSessionWith(session: Pick<SessionActorRef, 'send'>) {
  return (_: unknown, params: SessionExpiryParams) => session.send({ type: 'session.expire', ...params });
}

export const useSessionSelector = SessionContext.useSelector;

export function useIsSignedIn(): boolean {
  return useSessionSelector((snapshot) => isSignedIn(snapshot.context));
}
