/**
 * The application stepper wired to the app: the stored token (`hasToken`), `POST new-member-form`
 * (the client sends the lists as repeated `key[]` entries and the photo as a file; loaded after first
 * paint with the form's schema, application-schemas.ts), toasts and the
 * session's expiry handling (clear storage, /login, reload when asked).
 */
import { applicationStepperMachine, fromRequest, type SessionExpiredMessage } from '@lwl/machines';
import { commonMessages } from '@lwl/schemas';
import { useMachine } from '@xstate/react';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { storedSession } from '../../lib/storage.ts';
import { SessionContext } from '../../session/session-context.ts';
import { applicationSchemas } from './load-application-schemas.ts';

const EXPIRY_MESSAGES: readonly SessionExpiredMessage[] = [
  commonMessages.sessionExpiredApplication,
  commonMessages.sessionExpiredShort,
  commonMessages.sessionExpired,
];

/** The machine names its expiry wording as a string; the session takes one of the three known ones. */
function expiryMessage(message: string): SessionExpiredMessage {
  return EXPIRY_MESSAGES.find((known) => known === message) ?? commonMessages.sessionExpired;
}

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
        notify: appActions.showToast,
        sessionExpired: (_, { message, reload }) =>
          session.send({ type: 'session.expired', message: expiryMessage(message), notice: 'toast', reload }),
      },
    }),
    actorOptions(),
  );
}
