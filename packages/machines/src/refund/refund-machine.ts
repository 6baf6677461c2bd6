/**
 * The refund request of an event purchase (platform.md §4 "Refund", §7 `POST delete-event`):
 * only for an eligible purchase, after the confirm prompt; then the server's message and the list
 * reloads. Errors: 400 the server's message, 401 the session, anything else the generic message.
 */
import { accountMessages, commonMessages } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { hasSessionExpiredError, refusalMessageOr } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams, type ToastParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';
import { isRefundEligible, type RefundablePurchase } from './refund-eligibility.ts';

export interface RefundContext {
  /** The purchase being refunded (its id is `delete-event`'s event_id). */
  purchaseId: number | null;
}

export type RefundEvent = {
  type: 'refund.request';
  purchase: RefundablePurchase;
  /** `YYYY-MM-DD` (see `toDateOnly`). */
  today: string;
};

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
  },
  actors: {
    /** A yes/no prompt (window.confirm); resolves true to go on. */
    askConfirmation: fromPromise<boolean, { message: string }>(async () =>
      notProvided('refund', 'askConfirmation'),
    ),
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
  },
  guards: {
    isEligible: ({ event }) => isRefundEligible(event.purchase, event.today),
    isConfirmed: ({ event }) => 'output' in event && event.output === true,
    isSessionExpired: hasSessionExpiredError,
  },
}).createMachine({
  id: 'refund',
  context: { purchaseId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'refund.request': {
          guard: 'isEligible',
          target: 'confirming',
          actions: assign({ purchaseId: ({ event }) => event.purchase.id }),
        },
      },
    },
    confirming: {
      invoke: {
        id: 'askConfirmation',
        src: 'askConfirmation',
        input: { message: accountMessages.confirmProceed },
        onDone: [{ guard: 'isConfirmed', target: 'requesting' }, { target: 'idle' }],
        onError: { target: 'idle' },
      },
    },
    requesting: {
      invoke: {
        id: 'requestRefund',
        src: 'requestRefund',
        input: ({ context }) => {
          if (context.purchaseId === null) throw new Error('refund requested without a purchase');
          return { event_id: context.purchaseId };
        },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'showToast',
              params: ({ event }) => ({ kind: 'success', message: event.output.message }),
            },
            'reloadList',
          ],
        },
        onError: [
          expireOnUnauthorized('idle'),
          {
            target: 'idle',
            actions: {
              type: 'showToast',
              params: ({ event }) => ({
                kind: 'error',
                message: refusalMessageOr(event.error, commonMessages.somethingWrongTryLater),
              }),
            },
          },
        ],
      },
    },
  },
});
