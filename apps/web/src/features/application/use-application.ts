/**
 * The application stepper wired to the app: the stored token (`hasToken`), `POST new-member-form`
 * (the client sends the lists as repeated `key[]` entries and the photo as a file; loaded after first
 * paint with the form's schema, application-schemas.ts), toasts and the
 * session's expiry handling (clear storage, /login, reload when asked).
 */
import { applicationStepperMachine, fromRequest } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { storedSession } from '../../lib/storage.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';
import { applicationSchemas } from './load-application-schemas.ts';

export function useApplication() {
  const session = SessionContext.useActorRef();
  return useMachine(
    applicationStepperMachine.provide({
      actors: {
        submitApplication: fromRequest(async ({ input, signal }) =>
          (await applicationSchemas()).submitApplication(input.values, signal),
        ),
      },
      guards: {
        hasToken: () => storedSession().token !== null,
      },
      actions: {
        showToast: appActions.showToast,
        expireSession: expireSessionWith(session),
      },
    }),
    actorOptions(),
  );
}
