/**
 * The application stepper wired to the app: the stored token (`hasToken`), `POST new-member-form`
 * (the client sends the lists as repeated `key[]` entries and the photo as a file; loaded after first
 * paint with the form's schema, application-schemas.ts), toasts and the
 * session's expiry handling (clear storage, /login, reload when asked).
 */
import { applicationStepperMachine, fromRequest } from '@lwl/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { appActions } from '../../lib/effects.ts';
import { actorOptions } from '../../lib/inspect.ts';
import { storedSession } from '../../lib/storage.ts';
import { forgetDraft, peekDraft, useDraftOnExpiry } from '../../session/interrupted-forms.ts';
import { expireSessionWith, SessionContext } from '../../session/session-context.ts';
import { applicationSchemas } from './load-application-schemas.ts';

/** A 401 keeps the submitted answers (not the photo); back from signing in, the form opens with them. */
export function useApplication() {
  const session = SessionContext.useActorRef();
  const [restored] = useState(() => peekDraft('application'));
  useEffect(() => {
    if (restored) forgetDraft('application');
  }, [restored]);
  const machine = useMachine(
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
    { ...actorOptions(), input: { restored } },
  );
  const actor = machine[2];
  useDraftOnExpiry('application', () => actor.getSnapshot().context.values);
  return machine;
}
