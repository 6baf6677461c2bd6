/**
 * The checkout shared by every purchase (event guest/member, Venture Vault, mentor, sponsor package
 * member/non-member, membership purchase, global and UAE sign-up).
 *
 * How the purchases reuse it: each purchase machine owns its dialog (or form) and, when the user
 * submits it, INVOKES a checkout as the child `checkout` with the order request built from the
 * dialog's data. The checkout runs from there to an outcome and ends with
 * `output: { outcome }`:
 *   create order ─┬─ status 1 + paid → succeeded (no provider checkout); or, with
 *                 │  `whenPaid: 'close'` (Venture Vault "already paid"), message + closeDialog → 'alreadyPaid'
 *                 ├─ status 1 → load provider script → provider dialog → confirm → succeeded
 *                 ├─ status ≠ 1 or failed call → error toast → outcome 'rejected'
 *                 └─ 401 → sessionExpired → outcome 'expired'
 *   succeeded: success toast, closeDialog, then after the redirect delay navigate → 'completed'.
 * The parent goes back to its dialog, data kept, on every outcome but 'completed' and 'expired'.
 * While it runs, the view reads the child (`snapshot.children.checkout`): tag 'busy' = the
 * full-screen loader; tag 'scriptFailed' = the script did not load (send `script.retry` or
 * `checkout.cancel`); tag 'redirecting' = the dialog is closed, navigation pending.
 *
 * `createCheckoutMachine<TRequest>()` types the order request of one purchase; each purchase
 * folder exports its own instance, and the app provides its actors and actions:
 * `purchaseMachine.provide({ actors: { checkout: purchaseCheckoutMachine.provide({...}) } })`.
 */
import type { Currency, ErrorBody, PaymentConfirmation, PaymentFailure } from '@lwl/schemas';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { failureMessage, hasSessionExpiredError } from '../shared/call-failure.ts';
import { type MessageParams, type NavigateParams, notProvided } from '../shared/effects.ts';
import { isPaidOrder, isPayableOrder, type OrderAnswer, paymentFailedMessage } from './order-answer.ts';

/** Prefill of the provider's dialog (name, e-mail, phone of the buyer), when known. */
export interface ProviderPrefill {
  name?: string;
  email?: string;
  contact?: string;
}

export interface CheckoutMessages {
  /** A create-order call failed without a server message (events: 'Some thing went wrong'). */
  orderFailed: string;
  /** The confirmation call failed without a server message. */
  confirmFailed: string;
  /** The provider's script did not load. */
  scriptFailed: string;
  /** Success toast; when absent, the server's message of the confirmation (or paid order). */
  success?: string;
}

export interface CheckoutInput<TRequest> {
  /** The create-order request body, built by the purchase from its dialog. */
  request: TRequest;
  currency: Currency;
  /** Where to go after success, and after how many ms. */
  redirect: { to: string; delayMs: number };
  messages: CheckoutMessages;
  /** Shown in the provider's dialog (e.g. the event's name). */
  description?: string;
  prefill?: ProviderPrefill;
  /** A paid answer (`status: 1, paid: true`): redirect as after a payment (default), or only close. */
  whenPaid?: 'redirect' | 'close';
}

/** An order to pay through the provider. */
export interface ProviderOrder {
  orderId: string;
  amount: number;
  currency: Currency;
  description?: string;
  prefill?: ProviderPrefill;
}

export type ConfirmAnswer = { status: 1; message: string } | ErrorBody;

export type CheckoutOutcome = 'completed' | 'alreadyPaid' | 'rejected' | 'failed' | 'dismissed' | 'expired';
export interface CheckoutOutput {
  outcome: CheckoutOutcome;
}

/** Sent by the provider-dialog actor; `script.retry` and `checkout.cancel` by the view. */
export type CheckoutEvent =
  | { type: 'payment.succeeded'; confirmation: PaymentConfirmation }
  | { type: 'payment.failed'; failure: PaymentFailure }
  | { type: 'payment.dismissed' }
  | { type: 'script.retry' }
  | { type: 'checkout.cancel' };

export interface CheckoutContext<TRequest> extends CheckoutInput<TRequest> {
  order: ProviderOrder | null;
  /** Whether the provider's script loaded (the specs' "ready" flag). */
  scriptReady: boolean;
  /** The last error shown (script load); null when none. */
  error: string | null;
  /** What the provider handed back, posted to the confirmation call. */
  confirmation: PaymentConfirmation | null;
  /** The server's message of a paid order or of the confirmation. */
  serverMessage: string;
  outcome: CheckoutOutcome | null;
}

export function createCheckoutMachine<TRequest>(id = 'checkout') {
  return setup({
    types: {} as {
      context: CheckoutContext<TRequest>;
      events: CheckoutEvent;
      input: CheckoutInput<TRequest>;
      output: CheckoutOutput;
      tags: 'busy' | 'scriptFailed' | 'redirecting';
    },
    actors: {
      createOrder: fromPromise<OrderAnswer, { request: TRequest }>(async () =>
        notProvided(id, 'createOrder'),
      ),
      loadProviderScript: fromPromise<void, void>(async () => notProvided(id, 'loadProviderScript')),
      /** Opens the provider's dialog; sends back `payment.succeeded` | `payment.failed` | `payment.dismissed`. */
      openProviderDialog: fromCallback<CheckoutEvent, ProviderOrder>(() =>
        notProvided(id, 'openProviderDialog'),
      ),
      confirmPayment: fromPromise<ConfirmAnswer, PaymentConfirmation>(async () =>
        notProvided(id, 'confirmPayment'),
      ),
    },
    actions: {
      toastSuccess: (_, _params: MessageParams) => {},
      toastError: (_, _params: MessageParams) => {},
      alert: (_, _params: MessageParams) => {},
      closeDialog: () => {},
      navigate: (_, _params: NavigateParams) => {},
      sessionExpired: () => {},
    },
    guards: {
      isPaidOrder: (_, answer: OrderAnswer) => isPaidOrder(answer),
      /** Paid, and this purchase only closes its dialog then. */
      isPaidOrderToClose: ({ context }, answer: OrderAnswer) =>
        isPaidOrder(answer) && context.whenPaid === 'close',
      isPayableOrder: (_, answer: OrderAnswer) => isPayableOrder(answer),
      isConfirmed: (_, answer: ConfirmAnswer) => answer.status === 1,
      /** On an invoke's error event: the call answered 401. */
      isUnauthorized: hasSessionExpiredError,
    },
    delays: {
      redirect: ({ context }) => context.redirect.delayMs,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      ...input,
      order: null,
      scriptReady: false,
      error: null,
      confirmation: null,
      serverMessage: '',
      outcome: null,
    }),
    initial: 'creatingOrder',
    output: ({ context }) => ({ outcome: context.outcome ?? 'rejected' }),
    states: {
      creatingOrder: {
        tags: 'busy',
        invoke: {
          src: 'createOrder',
          input: ({ context }) => ({ request: context.request }),
          onDone: [
            {
              guard: { type: 'isPaidOrderToClose', params: ({ event }) => event.output },
              target: 'alreadyPaid',
              actions: [
                { type: 'toastSuccess', params: ({ event }) => ({ message: event.output.message }) },
                'closeDialog',
              ],
            },
            {
              guard: { type: 'isPaidOrder', params: ({ event }) => event.output },
              target: 'succeeded',
              actions: assign({ serverMessage: ({ event }) => event.output.message }),
            },
            {
              guard: { type: 'isPayableOrder', params: ({ event }) => event.output },
              target: 'loadingScript',
              actions: assign({
                order: ({ context, event }) =>
                  isPayableOrder(event.output)
                    ? {
                        orderId: event.output.order_id,
                        amount: event.output.amount,
                        currency: context.currency,
                        ...(context.description !== undefined ? { description: context.description } : {}),
                        ...(context.prefill !== undefined ? { prefill: context.prefill } : {}),
                      }
                    : null,
              }),
            },
            {
              target: 'rejected',
              actions: {
                type: 'toastError',
                params: ({ context, event }) => ({
                  message: event.output.message || context.messages.orderFailed,
                }),
              },
            },
          ],
          onError: [
            { guard: 'isUnauthorized', target: 'expired' },
            {
              target: 'rejected',
              actions: {
                type: 'toastError',
                params: ({ context, event }) => ({
                  message: failureMessage(event.error, context.messages.orderFailed),
                }),
              },
            },
          ],
        },
      },
      loadingScript: {
        tags: 'busy',
        invoke: {
          src: 'loadProviderScript',
          onDone: { target: 'paying', actions: assign({ scriptReady: true, error: null }) },
          onError: {
            target: 'scriptFailed',
            actions: [
              assign({ scriptReady: false, error: ({ context }) => context.messages.scriptFailed }),
              { type: 'toastError', params: ({ context }) => ({ message: context.messages.scriptFailed }) },
            ],
          },
        },
      },
      scriptFailed: {
        tags: 'scriptFailed',
        on: {
          'script.retry': 'loadingScript',
          'checkout.cancel': 'dismissed',
        },
      },
      paying: {
        invoke: {
          src: 'openProviderDialog',
          input: ({ context }) => {
            if (context.order === null) throw new Error(`${id}: paying without an order`);
            return context.order;
          },
        },
        on: {
          'payment.succeeded': {
            target: 'confirming',
            actions: assign({ confirmation: ({ event }) => event.confirmation }),
          },
          'payment.failed': {
            target: 'failed',
            actions: {
              type: 'alert',
              params: ({ event }) => ({ message: paymentFailedMessage(event.failure) }),
            },
          },
          'payment.dismissed': 'dismissed',
        },
      },
      confirming: {
        tags: 'busy',
        invoke: {
          src: 'confirmPayment',
          input: ({ context }) => {
            if (context.confirmation === null) throw new Error(`${id}: confirming without a payment`);
            return context.confirmation;
          },
          onDone: [
            {
              guard: { type: 'isConfirmed', params: ({ event }) => event.output },
              target: 'succeeded',
              actions: assign({ serverMessage: ({ event }) => event.output.message }),
            },
            {
              target: 'failed',
              actions: {
                type: 'toastError',
                params: ({ context, event }) => ({
                  message: event.output.message || context.messages.confirmFailed,
                }),
              },
            },
          ],
          onError: [
            { guard: 'isUnauthorized', target: 'expired' },
            {
              target: 'failed',
              actions: {
                type: 'toastError',
                params: ({ context, event }) => ({
                  message: failureMessage(event.error, context.messages.confirmFailed),
                }),
              },
            },
          ],
        },
      },
      succeeded: {
        tags: 'redirecting',
        entry: [
          {
            type: 'toastSuccess',
            params: ({ context }) => ({
              message: context.messages.success ?? context.serverMessage,
            }),
          },
          'closeDialog',
        ],
        after: {
          redirect: {
            target: 'completed',
            actions: { type: 'navigate', params: ({ context }) => ({ to: context.redirect.to }) },
          },
        },
      },
      completed: { type: 'final', entry: assign({ outcome: 'completed' as const }) },
      alreadyPaid: { type: 'final', entry: assign({ outcome: 'alreadyPaid' as const }) },
      rejected: { type: 'final', entry: assign({ outcome: 'rejected' as const }) },
      failed: { type: 'final', entry: assign({ outcome: 'failed' as const }) },
      dismissed: { type: 'final', entry: assign({ outcome: 'dismissed' as const }) },
      expired: { type: 'final', entry: ['sessionExpired', assign({ outcome: 'expired' as const })] },
    },
  });
}

export type CheckoutMachine<TRequest> = ReturnType<typeof createCheckoutMachine<TRequest>>;
