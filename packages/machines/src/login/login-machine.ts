/**
 * The login form: submit the credentials; on success hand the answer to the session and go back to
 * the page a 401 interrupted (its kept return record), else to the link's safe return path, else to /
 * (`returnAfterSignIn`); a 400 shows the server's message, anything else the generic one. Sent here by
 * a 401, the page shows the expiry message until she signs in, however often it reloads.
 */
import { commonMessages } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import type { SessionReturn } from '../session/interrupted-form.ts';
import type { SignInData } from '../session/session-machine.ts';
import { refusalMessageOr } from '../shared/call-failure.ts';
import {
  type NavigateParams,
  notProvided,
  type SessionExpiredMessage,
  type ToastParams,
} from '../shared/effects.ts';
import { type RoutePattern, returnAfterSignIn } from './login-rules.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginInput {
  /** The /login link's return path (`next`), checked here; null for /. */
  returnTo?: string | null;
  /** What a 401 kept (its page and message), read back by `readSessionReturn`; null when none. */
  saved?: SessionReturn | null;
  /** The app's route patterns: a return path must match one. */
  knownRoutes?: readonly RoutePattern[];
}

export interface LoginContext {
  /** The last failure's message, shown under the form until the next submit. */
  errorMessage: string | null;
  /** Where the sign-in leads (`returnAfterSignIn`). */
  returnTo: string;
  /** The expiry message a 401 sent her here with, shown above the form; null otherwise. */
  notice: SessionExpiredMessage | null;
}

export type LoginEvent = { type: 'credentials.submit'; credentials: Credentials };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput | undefined,
  },
  actors: {
    /** `POST login`; rejects with the client's ApiError. */
    logIn: fromPromise<SignInData, Credentials>(async () => notProvided('login', 'logIn')),
  },
  actions: {
    clearError: assign({ errorMessage: null }),
    showRefusal: assign({
      errorMessage: (_, { error }: { error: unknown }) =>
        refusalMessageOr(error, commonMessages.somethingWrongTryLater),
    }),
    /** Hands the answer to the session (`session.signIn`), which stores it. */
    signIn: (_, _params: { data: SignInData }) => notProvided('login', 'signIn'),
    navigate: (_, _params: NavigateParams) => notProvided('login', 'navigate'),
    /** Drops the kept return record: it has been used (the drafts wait for their pages). */
    forgetReturn: () => notProvided('login', 'forgetReturn'),
    showToast: (_, _params: ToastParams) => notProvided('login', 'showToast'),
  },
}).createMachine({
  id: 'login',
  description: 'A member signs in with her e-mail and password',
  context: ({ input }) => ({
    errorMessage: null,
    returnTo: returnAfterSignIn({
      saved: input?.saved ?? null,
      next: input?.returnTo,
      ...(input?.knownRoutes ? { knownRoutes: input.knownRoutes } : {}),
    }),
    notice: input?.saved?.message ?? null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The sign-in form, with the last error if any',
      on: {
        'credentials.submit': {
          description: 'She presses Login with her e-mail and password',
          target: 'submitting',
          actions: 'clearError',
        },
      },
    },
    submitting: {
      description: 'Waiting for the server to check the e-mail and password',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => {
          if (event.type !== 'credentials.submit') throw new Error(`login started by ${event.type}`);
          return event.credentials;
        },
        onDone: {
          description: 'The server accepts: she is signed in and taken on',
          target: 'signedIn',
          actions: [
            { type: 'signIn', params: ({ event }) => ({ data: event.output }) },
            'forgetReturn',
            { type: 'navigate', params: ({ context }) => ({ to: context.returnTo }) },
          ],
        },
        onError: {
          description: 'The server refuses: she sees why under the form',
          target: 'idle',
          actions: [
            { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'showToast',
              params: ({ context }) => ({ kind: 'error', message: context.errorMessage ?? '' }),
            },
          ],
        },
      },
    },
    signedIn: { description: "Signed in: on the way to the member's page", type: 'final' },
  },
});
