import { commonMessages } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import type { DraftRecord } from '../session/interrupted-form.ts';
import { failureMessage, isFailureOf, isSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { type StepEvent, stepStates } from './steps.ts';

/** The application form's values as the view collects them (sent as multipart by the app's actor). */
export type ApplicationValues = Readonly<Record<string, unknown>>;

export type ApplicationStepperEvent = StepEvent | { type: 'form.submit'; values: ApplicationValues };

export interface ApplicationStepperContext {
  /**
   * The values last submitted; kept so a failed submit can be retried from step 4, and by a 401 as the
   * form's draft. Started with a kept draft (`restored`), the form opens with it.
   */
  values: ApplicationValues | null;
}

export interface ApplicationStepperInput {
  restored?: DraftRecord | null;
}

/**
 * New-member application form: four steps, Submit on step 4 only,
 * a token check, then POST new-member-form.
 *
 * Supplied by the app with `.provide()`:
 * - guard `hasToken`: an AuthToken is stored;
 * - actor `submitApplication`: POST new-member-form with the values; rejects with
 *   the client's `ApiError` on failure;
 * - action `showToast` ({ kind, message });
 * - action `expireSession` ({ message, notice, reload }): hand over to the session (clear storage,
 *   go to /login, reload when asked).
 */
export const applicationStepperMachine = setup({
  types: {} as {
    context: ApplicationStepperContext;
    events: ApplicationStepperEvent;
    input: ApplicationStepperInput | undefined;
  },
  actors: {
    submitApplication: fromPromise<unknown, { values: ApplicationValues }>(async () =>
      notProvided('applicationStepper', 'submitApplication'),
    ),
  },
  guards: {
    hasToken: () => false,
    isSessionExpired: (_, params: { error: unknown }) => isSessionExpiredError(params.error),
    isBadRequest: (_, params: { error: unknown }) => isFailureOf(params.error, 'refused'),
  },
  actions: {
    storeValues: assign({
      values: ({ event }) => (event.type === 'form.submit' ? event.values : null),
    }),
    showToast: (_, _params: ToastParams) => notProvided('applicationStepper', 'showToast'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('applicationStepper', 'expireSession'),
  },
}).createMachine({
  id: 'applicationStepper',
  description: 'A member fills in the four-step application and sends it',
  context: ({ input }) => ({ values: input?.restored ?? null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Filling in the application, step by step',
      initial: 'step1',
      states: stepStates({ target: '#applicationStepper.checkingToken', actions: 'storeValues' }),
    },
    checkingToken: {
      description: 'Checking the member is still signed in before sending',
      always: [
        {
          description: 'She is still signed in: the application is sent',
          guard: 'hasToken',
          target: 'submitting',
        },
        {
          description: 'Her session has ended: she is told to sign in again',
          target: 'expired',
          actions: {
            type: 'expireSession',
            params: { message: commonMessages.sessionExpiredApplication, notice: 'toast', reload: false },
          },
        },
      ],
    },
    submitting: {
      description: 'Waiting for the server to take the application',
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ values: context.values ?? {} }),
        onDone: {
          description: "The server takes it: she sees 'information submitted'",
          target: 'done',
          actions: {
            type: 'showToast',
            params: { kind: 'success', message: commonMessages.informationSubmitted },
          },
        },
        onError: [
          {
            description: 'Her session has expired: she is told and sent to sign in',
            guard: { type: 'isSessionExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: {
              type: 'expireSession',
              params: { message: commonMessages.sessionExpiredShort, notice: 'toast', reload: true },
            },
          },
          {
            description: 'The server refuses: she sees its message on the last step',
            guard: { type: 'isBadRequest', params: ({ event }) => ({ error: event.error }) },
            target: '#applicationStepper.editing.step4',
            actions: {
              type: 'showToast',
              params: ({ event }) => ({
                kind: 'error' as const,
                message: failureMessage(event.error, commonMessages.somethingWrongTryAgainLower),
              }),
            },
          },
          {
            description: 'The server fails: she sees an error on the last step',
            target: '#applicationStepper.editing.step4',
            actions: {
              type: 'showToast',
              params: { kind: 'error', message: commonMessages.somethingWrongTryAgainLower },
            },
          },
        ],
      },
    },
    /** The 'Thank You' screen. */
    done: { description: 'Sent: the confirmation shows', type: 'final' },
    /** Handed to the session: the app is on its way to /login. */
    expired: { description: 'The session ended: on the way to sign in', type: 'final' },
  },
});
