/**
 * Reset password in three steps: 0 the e-mail (`POST forgot-password`
 * sends an OTP), 1 the OTP (`POST verify-token`), 2 the new password (`POST reset-password`), then a
 * success message and /login after the redirect delay. Every server failure shows the server's
 * message; the user can go back to the e-mail step from steps 1 and 2.
 */
import { commonMessages, TIMING_MS } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { SESSION_ROUTES } from '../session/session-rules.ts';
import { serverMessageOf } from '../shared/call-failure.ts';
import { type NavigateParams, notProvided, type ToastParams } from '../shared/effects.ts';

/** The `{ status: 1, message }` answer of the three calls. */
export interface ResetStepAnswer {
  message: string;
}

export interface PasswordResetContext {
  email: string;
  /** The verified OTP, sent again with the new password (the API calls it `token`). */
  otp: string;
  errorMessage: string | null;
}

export type PasswordResetEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'otp.submit'; otp: string }
  | { type: 'password.submit'; password: string }
  | { type: 'email.change' };

/** Tags of the step states, in order; `busy` marks a running call. */
export const RESET_STEP_TAGS = ['step.email', 'step.otp', 'step.password'] as const;

/** The step index (0, 1, 2) of a snapshot, 3 once done. */
export function resetStepOf(snapshot: { hasTag(tag: string): boolean }): 0 | 1 | 2 | 3 {
  if (snapshot.hasTag('step.email')) return 0;
  if (snapshot.hasTag('step.otp')) return 1;
  if (snapshot.hasTag('step.password')) return 2;
  return 3;
}

const failureMessage = ({ event }: { event: { error: unknown } }): { message: string } => ({
  message: serverMessageOf(event.error) ?? commonMessages.somethingWrongTryLater,
});
const failureToast = ({ event }: { event: { error: unknown } }): ToastParams => ({
  kind: 'error',
  ...failureMessage({ event }),
});
const successToast = ({ event }: { event: { output: ResetStepAnswer } }): ToastParams => ({
  kind: 'success',
  message: event.output.message,
});

/**
 * A step's running call (`busy`): success shows the server's message and moves to `next`; a failure
 * shows the server's message (also kept as `errorMessage`) and returns to the step's `editing`.
 */
function stepCall<const TSrc extends string, TInput>(
  src: TSrc,
  input: (args: { context: PasswordResetContext; event: PasswordResetEvent }) => TInput,
  next: string,
) {
  return {
    tags: 'busy',
    invoke: {
      id: src,
      src,
      input,
      onDone: {
        description: 'The server accepts: she sees its message and goes to the next step',
        target: next,
        actions: { type: 'showToast', params: successToast },
      },
      onError: {
        description: 'The server refuses: she sees why and can try again',
        target: 'editing',
        actions: [
          { type: 'rememberFailure', params: failureMessage },
          { type: 'showToast', params: failureToast },
        ],
      },
    },
  } as const;
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    tags: {} as (typeof RESET_STEP_TAGS)[number] | 'busy',
  },
  actors: {
    requestOtp: fromPromise<ResetStepAnswer, { email: string }>(async () =>
      notProvided('passwordReset', 'requestOtp'),
    ),
    verifyOtp: fromPromise<ResetStepAnswer, { email: string; token: string }>(async () =>
      notProvided('passwordReset', 'verifyOtp'),
    ),
    resetPassword: fromPromise<ResetStepAnswer, { email: string; token: string; password: string }>(
      async () => notProvided('passwordReset', 'resetPassword'),
    ),
  },
  actions: {
    rememberEmail: assign({
      email: ({ context, event }) => (event.type === 'email.submit' ? event.email : context.email),
      otp: '',
    }),
    rememberOtp: assign({
      otp: ({ context, event }) => (event.type === 'otp.submit' ? event.otp : context.otp),
    }),
    showToast: (_, _params: ToastParams) => notProvided('passwordReset', 'showToast'),
    navigate: (_, _params: NavigateParams) => notProvided('passwordReset', 'navigate'),
    clearError: assign({ errorMessage: null }),
    rememberFailure: assign((_, params: { message: string }) => ({ errorMessage: params.message })),
  },
  delays: {
    redirect: TIMING_MS.redirectAfterSuccess,
  },
}).createMachine({
  id: 'passwordReset',
  description: 'A member resets her password: e-mail, the code sent to it, a new password',
  context: { email: '', otp: '', errorMessage: null },
  initial: 'email',
  states: {
    email: {
      description: "Step 1: the member gives the account's e-mail",
      tags: 'step.email',
      initial: 'editing',
      states: {
        editing: {
          description: 'The e-mail field and Send code',
          on: {
            'email.submit': {
              description: 'She presses Send code with her e-mail',
              target: 'sending',
              actions: ['clearError', 'rememberEmail'],
            },
          },
        },
        sending: {
          description: 'Waiting for the server to send the code by e-mail',
          ...stepCall('requestOtp', ({ context }) => ({ email: context.email }), '#passwordReset.otp'),
        },
      },
    },
    otp: {
      description: 'Step 2: the member types the code from the e-mail',
      tags: 'step.otp',
      initial: 'editing',
      on: {
        'email.change': {
          description: 'She goes back to change her e-mail',
          target: 'email',
          actions: 'clearError',
        },
      },
      states: {
        editing: {
          description: 'The code field and Verify',
          on: {
            'otp.submit': {
              description: 'She presses Verify with the code',
              target: 'verifying',
              actions: ['clearError', 'rememberOtp'],
            },
          },
        },
        verifying: {
          description: 'Waiting for the server to check the code',
          ...stepCall(
            'verifyOtp',
            ({ context }) => ({ email: context.email, token: context.otp }),
            '#passwordReset.password',
          ),
        },
      },
    },
    password: {
      description: 'Step 3: the member chooses a new password',
      tags: 'step.password',
      initial: 'editing',
      on: {
        'email.change': {
          description: 'She goes back to change her e-mail',
          target: 'email',
          actions: 'clearError',
        },
      },
      states: {
        editing: {
          description: 'The new password fields and Reset',
          on: {
            'password.submit': {
              description: 'She presses Reset with her new password',
              target: 'resetting',
              actions: 'clearError',
            },
          },
        },
        resetting: {
          description: 'Waiting for the server to set the new password',
          ...stepCall(
            'resetPassword',
            ({ context, event }) => {
              if (event.type !== 'password.submit') throw new Error(`reset started by ${event.type}`);
              return { email: context.email, token: context.otp, password: event.password };
            },
            '#passwordReset.done',
          ),
        },
      },
    },
    done: {
      description: 'Password changed: the success message, then the sign-in page',
      after: {
        redirect: {
          description: 'A moment passes: she is taken to sign in',
          target: 'left',
          actions: { type: 'navigate', params: { to: SESSION_ROUTES.login } },
        },
      },
    },
    left: { description: 'On the sign-in page', type: 'final' },
  },
});
