/**
 * The refund request of an event purchase (`POST delete-event`; docs/product-rules.md, "Events and tickets"):
 * only for an eligible purchase, after a confirmation that keeps the specs' prompt and names what
 * would be refunded (`refundRequestOf`); then the server's message and the list reloads. Errors: 400
 * the server's message, 401 the session, anything else the generic message.
 *
 *   idle ─refund.request (eligible)→ confirming ─refund.confirm→ requesting → idle
 *                                         └──────refund.cancel→ idle
 */
import { commonMessages } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { hasSessionExpiredError, refusalMessageOr } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';
import { isRefundEligible } from './refund-eligibility.ts';
import { type RefundCandidate, type RefundRequest, refundRequestOf } from './refund-request.ts';

export interface RefundContext {
  /** What the confirmation shows and `delete-event` sends (its purchase id is the event_id). */
  request: RefundRequest | null;
}

export type RefundEvent =
  | {
      type: 'refund.request';
      purchase: RefundCandidate;
      /** `YYYY-MM-DD` (see `toDateOnly`). */
      today: string;
    }
  | { type: 'refund.confirm' }
  | { type: 'refund.cancel' };

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    tags: 'busy',
  },
  actors: {
    /** `POST delete-event` with `{ event_id }`; answers the server's message. */
    requestRefund: fromPromise<{ message: string }, { event_id: number }>(async () =>
      notProvided('refund', 'requestRefund'),
    ),
  },
  actions: {
    showToast: (_, _params: ToastParams) => notProvided('refund', 'showToast'),
    /** Reloads the account's event list (send `reload` to its resource actor). */
    reloadList: () => notProvided('refund', 'reloadList'),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('refund', 'expireSession'),
    rememberRequest: assign({
      request: ({ event }) => (event.type === 'refund.request' ? refundRequestOf(event.purchase) : null),
    }),
    forgetRequest: assign({ request: null }),
  },
  guards: {
    isEligible: ({ event }) =>
      event.type === 'refund.request' && isRefundEligible(event.purchase, event.today),
    isSessionExpired: hasSessionExpiredError,
  },
}).createMachine({
  id: 'refund',
  description: 'A member asks for her money back for a ticket, confirms it, and the server takes it',
  context: { request: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The ticket list, each eligible purchase with its Refund button',
      on: {
        'refund.request': {
          description: 'She asks for a refund of a ticket that can still be refunded',
          guard: 'isEligible',
          target: 'confirming',
          actions: 'rememberRequest',
        },
      },
    },
    /** The confirmation dialog is open (the view renders `context.request`). */
    confirming: {
      description: 'Asking the member to confirm the refund of the tickets named',
      on: {
        'refund.confirm': { target: 'requesting', description: 'She confirms the refund' },
        'refund.cancel': { description: 'She changes her mind', target: 'idle', actions: 'forgetRequest' },
      },
    },
    requesting: {
      description: 'Waiting for the server to accept the refund request',
      tags: 'busy',
      invoke: {
        id: 'requestRefund',
        src: 'requestRefund',
        input: ({ context }) => {
          if (context.request === null) throw new Error('refund requested without a purchase');
          return { event_id: context.request.purchaseId };
        },
        onDone: {
          description: 'The server accepts: she sees its message and the list reloads',
          target: 'idle',
          actions: [
            {
              type: 'showToast',
              params: ({ event }) => ({ kind: 'success', message: event.output.message }),
            },
            'reloadList',
            'forgetRequest',
          ],
        },
        onError: [
          expireOnUnauthorized('idle'),
          {
            description: 'The server refuses or fails: she sees why, nothing is refunded',
            target: 'idle',
            actions: [
              {
                type: 'showToast',
                params: ({ event }) => ({
                  kind: 'error',
                  message: refusalMessageOr(event.error, commonMessages.somethingWrongTryLater),
                }),
              },
              'forgetRequest',
            ],
          },
        ],
      },
    },
  },
});
