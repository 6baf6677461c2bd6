/**
 * "Send my links again" (`POST resend-order-links`): the form (validated by the endpoint's own schema
 * in the view) sends an address; the server answers the same for any well-formed address, so the page
 * shows its message whatever was typed. A 429 or a 400 shows the server's message; anything else the
 * generic one. The form stays usable for another address.
 *
 *   idle ─resend.submit→ sending ─→ idle (answer, or error)
 */
import { commonMessages } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { refusalMessageOr } from '../shared/call-failure.ts';
import { notProvided } from '../shared/effects.ts';

export interface ResendLinksContext {
  /** The server's answer to the last request (the same for any address). */
  answer: string | null;
  /** Why the last request failed. */
  error: string | null;
}

export type ResendLinksEvent = { type: 'resend.submit'; email: string };

export const resendLinksMachine = setup({
  types: { context: {} as ResendLinksContext, events: {} as ResendLinksEvent, tags: 'busy' },
  actors: {
    /** `POST resend-order-links` with `{ email }`; answers the server's message. */
    resendLinks: fromPromise<{ message: string }, { email: string }>(async () =>
      notProvided('resendLinks', 'resendLinks'),
    ),
  },
  actions: {
    clearAnswer: assign({ answer: null, error: null }),
    showAnswer: assign({ answer: (_, { message }: { message: string }) => message }),
    showRefusal: assign({
      error: (_, { error }: { error: unknown }) =>
        refusalMessageOr(error, commonMessages.somethingWrongTryLater),
    }),
  },
}).createMachine({
  id: 'resendLinks',
  description: "A buyer asks for her order's links to be sent again by e-mail",
  context: { answer: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The e-mail field to send the order links again, with the last answer',
      on: {
        'resend.submit': {
          description: 'She presses Send with her e-mail',
          target: 'sending',
          actions: 'clearAnswer',
        },
      },
    },
    sending: {
      description: 'Waiting for the server to send the links',
      tags: 'busy',
      invoke: {
        id: 'resendLinks',
        src: 'resendLinks',
        input: ({ event }) => ({ email: event.type === 'resend.submit' ? event.email : '' }),
        onDone: {
          description: 'The server answers: she sees its message',
          target: 'idle',
          actions: { type: 'showAnswer', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: {
          description: 'The server refuses or fails: she sees why',
          target: 'idle',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
