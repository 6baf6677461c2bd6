/**
 * The app-wide session actor (sign-in state, 401 expiry, logout), shared through React context.
 * Read it with `SessionContext.useSelector`, send to it with `SessionContext.useActorRef()`.
 */
import { isSignedIn, type SessionExpiryParams } from '@lwl/machines';
import { createActorContext } from '@xstate/react';
import { useHydrating } from '../lib/hydration.tsx';
import { currentPath } from '../lib/navigation.ts';
import { appSessionMachine } from './session-machine.ts';

export const SessionContext = createActorContext(appSessionMachine);

export type SessionActorRef = ReturnType<typeof SessionContext.useActorRef>;

/** The `expireSession` action every account machine takes: forwards a 401 to the session, naming the page. */
export function expireSessionWith(session: Pick<SessionActorRef, 'send'>) {
  return (_: unknown, params: SessionExpiryParams) =>
    session.send({ type: 'session.expire', ...params, from: currentPath() });
}

export const useSessionSelector = SessionContext.useSelector;

/** Signed in; a guest while a page written at build time is hydrated (the build wrote it for a guest). */
export function useIsSignedIn(): boolean {
  const signedIn = useSessionSelector((snapshot) => isSignedIn(snapshot.context));
  return !useHydrating() && signedIn;
}
