/**
 * The checkout shared by every purchase (event guest/member, Venture Vault, mentor, sponsor package
 * member/non-member, membership purchase, global and UAE sign-up).
 *
 * How the purchases reuse it: each purchase machine owns its dialog (or form) and, when the user
 * submits it, INVOKES a checkout as the child `checkout` with the order request built from the
 * dialog's data. The checkout runs from there to an outcome and ends with
 * `output: { outcome }`:
 *   create order ─┬─ paid → succeeded (no provider checkout); or, with
 *                 │  `whenPaid: 'close'` (Venture Vault "already paid"), message + closeDialog → 'alreadyPaid'
 *                 ├─ to pay → load provider script → provider dialog → confirm → succeeded
 *                 │  (the provider's Cancel, or `checkout.cancel` from the view → 'dismissed')
 *                 ├─ no answer or a 5xx → in-page alert (try again / close → 'rejected')
 *                 ├─ any other failure (a refusal...) → error toast → outcome 'rejected'
 *                 └─ 'unauthorized' → expireSession → outcome 'expired'
 *   succeeded: success toast, closeDialog, then after the redirect delay navigate → 'completed'.
 * The parent goes back to its dialog, data kept, on every outcome but 'completed' and 'expired'.
 * While it runs, the view reads the child (`snapshot.children.checkout`): tag 'busy' = the
 * full-screen loader; tag 'scriptFailed' = the script did not load (send `script.retry` or
 * `checkout.cancel`); tag 'redirecting' = the dialog is closed, navigation pending.
 *
 * `createCheckoutMachine<TRequest>()` types the order request of one purchase; each purchase's instance
 * is `checkoutMachineFor(row)` (purchase-checkout.ts), and the app provides its actors and actions:
 * `purchaseMachine.provide({ actors: { checkout: purchaseCheckoutMachine.provide({...}) } })`.
 */
import {
  type ChargeBreakdown,
  CONFIRM_ATTEMPTS,
  type Currency,
  checkoutTexts,
  commonMessages,
  orderLinks,
  type PaymentConfirmation,
  type PaymentFailure,
  type PurchaseMessages,
  ROUTES,
  TIMING_MS,
} from '@lwl/schemas';
import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  failedWith,
  failureMessage,
  hasSessionExpiredError,
  serverMessageOf,
} from '../shared/call-failure.ts';
import {
  type NavigateParams,
  notProvided,
  type SessionExpiryParams,
  type ToastParams,
} from '../shared/effects.ts';
import { TOAST_EXPIRY } from '../shared/session-expiry.ts';
import { isPaidOrder, type OrderAnswer, paymentFailedMessage } from './order-answer.ts';

/** Prefill of the provider's dialog (name, e-mail, phone of the buyer), when known. */
export interface ProviderPrefill {
  name?: string;
  email?: string;
  contact?: string;
}

/** What the checkout says when a step fails without a server message, and on success (a purchase's row). */
export type CheckoutMessages = PurchaseMessages;

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

/** What the confirmation call answered (`status: 1`); a refusal rejects with an `ApiError` instead. */
export type ConfirmAnswer = { status: 1; message: string };

export type CheckoutOutcome = 'completed' | 'alreadyPaid' | 'rejected' | 'failed' | 'dismissed' | 'expired';
export interface CheckoutOutput {
  outcome: CheckoutOutcome;
  /** The server refused the order's coupon ('Invalid coupon code.'): shown under the coupon field. */
  couponError?: string;
}

/** What the checkout knows of a finished order, for the receipt (the page adds what was bought). */
export interface OrderReceipt {
  order_id: string;
  /** Absent for a free order (no provider payment). */
  payment_id?: string;
  /** Minor units, as charged. */
  amount: number;
  currency: Currency;
  breakdown?: ChargeBreakdown;
  /**
   * The order's access key (create-order extension): the receipt then has its own address, which the
   * navigation goes to; without it the app hands the receipt over in memory.
   */
  access_key?: string;
}

export interface CheckoutNavigateParams extends NavigateParams {
  receipt: OrderReceipt;
}

/**
 * Sent by the provider-dialog actor; `script.retry` and `checkout.cancel` by the view (Cancel after a
 * failed script load; Back while the provider's dialog is open).
 */
export type CheckoutEvent =
  | { type: 'payment.succeed'; confirmation: PaymentConfirmation }
  | { type: 'payment.fail'; failure: PaymentFailure }
  | { type: 'payment.dismiss' }
  | { type: 'script.retry' }
  | { type: 'checkout.cancel' }
  /** The in-page alert after a failed payment or an unreachable server: 'Try again' / 'Close'. */
  | { type: 'problem.retry' }
  | { type: 'problem.close' };

export interface CheckoutContext<TRequest> extends CheckoutInput<TRequest> {
  order: ProviderOrder | null;
  /** Whether the provider's script loaded (the specs' "ready" flag). */
  scriptReady: boolean;
  /** The last error shown (script load); null when none. */
  error: string | null;
  /** The in-page alert's message (failed payment, server unreachable); null when none. */
  problem: string | null;
  /** The server's breakdown of the order (create-order answer), when it sent one. */
  breakdown: ChargeBreakdown | null;
  /** The order the server created (also for a free order), for the receipt. */
  orderId: string | null;
  /** Its access key, when the backend gives one (the receipt's own address). */
  accessKey: string | null;
  amount: number;
  couponError: string | null;
  /** What the provider handed back, posted to the confirmation call. */
  confirmation: PaymentConfirmation | null;
  /** The server's message of a paid order or of the confirmation. */
  serverMessage: string;
  outcome: CheckoutOutcome | null;
  /** Confirmation calls made for the payment taken (`CONFIRM_ATTEMPTS` before it is said to be pending). */
  confirmAttempts: number;
}

/** What a dismissed payment says: nothing was charged. */
const CANCELLED: ToastParams = { kind: 'info', message: commonMessages.paymentCancelled };

export function createCheckoutMachine<TRequest>(id = 'checkout') {
  return setup({
    types: {} as {
      context: CheckoutContext<TRequest>;
      events: CheckoutEvent;
      input: CheckoutInput<TRequest>;
      output: CheckoutOutput;
      tags: 'busy' | 'scriptFailed' | 'redirecting' | 'problem' | 'confirming';
    },
    actors: {
      createOrder: fromPromise<OrderAnswer, { request: TRequest }>(async () =>
        notProvided(id, 'createOrder'),
      ),
      loadProviderScript: fromPromise<void, void>(async () => notProvided(id, 'loadProviderScript')),
      /** Opens the provider's dialog; sends back `payment.succeed` | `payment.fail` | `payment.dismiss`. */
      openProviderDialog: fromCallback<CheckoutEvent, ProviderOrder>(() =>
        notProvided(id, 'openProviderDialog'),
      ),
      confirmPayment: fromPromise<ConfirmAnswer, PaymentConfirmation>(async () =>
        notProvided(id, 'confirmPayment'),
      ),
    },
    actions: {
      showToast: (_, _params: ToastParams) => notProvided(id, 'showToast'),
      closeDialog: () => notProvided(id, 'closeDialog'),
      navigate: (_, _params: CheckoutNavigateParams) => notProvided(id, 'navigate'),
      expireSession: (_, _params: SessionExpiryParams) => notProvided(id, 'expireSession'),
      /** A paid order (no provider payment): its facts and the server's message. */
      rememberPaidOrder: assign((_, answer: OrderAnswer) => ({
        serverMessage: answer.message,
        ...orderFacts(answer),
      })),
      /** An order to pay: its facts and what the provider's dialog needs. */
      rememberOrderToPay: assign(({ context }, answer: OrderAnswer) => ({
        ...orderFacts(answer),
        order: {
          orderId: answer.order_id,
          amount: answer.amount,
          currency: context.currency,
          ...(context.description !== undefined ? { description: context.description } : {}),
          ...(context.prefill !== undefined ? { prefill: context.prefill } : {}),
        },
      })),
      showOrderProblem: assign({
        problem: ({ context }, { error }: { error: unknown }) =>
          failureMessage(error, context.messages.orderFailed),
      }),
      rememberCouponError: assign({
        couponError: (_, { error }: { error: unknown }) => couponErrorOf(serverMessageOf(error, 'refused')),
      }),
      clearProblem: assign({ problem: null }),
      markScriptReady: assign({ scriptReady: true, error: null }),
      markScriptFailed: assign({ scriptReady: false, error: ({ context }) => context.messages.scriptFailed }),
      rememberPayment: assign({
        confirmation: ({ event }) => (event.type === 'payment.succeed' ? event.confirmation : null),
      }),
      showPaymentProblem: assign({
        problem: ({ event }) => (event.type === 'payment.fail' ? paymentFailedMessage(event.failure) : null),
      }),
      rememberServerMessage: assign({ serverMessage: (_, message: string) => message }),
      countConfirmAttempt: assign({ confirmAttempts: ({ context }) => context.confirmAttempts + 1 }),
      resetConfirmAttempts: assign({ confirmAttempts: 0 }),
      showPaymentReceived: assign({ problem: checkoutTexts.paymentReceived }),
      setOutcome: assign({ outcome: (_, outcome: CheckoutOutcome) => outcome }),
    },
    guards: {
      isPaidOrder: (_, answer: OrderAnswer) => isPaidOrder(answer),
      /** Paid, and this purchase only closes its dialog then. */
      isPaidOrderToClose: ({ context }, answer: OrderAnswer) =>
        isPaidOrder(answer) && context.whenPaid === 'close',
      /** On an invoke's error event: the call answered 401. */
      isSessionExpired: hasSessionExpiredError,
      /** On an invoke's error event: no answer at all (unreachable, timeout) or a 5xx: worth trying again. */
      isOutage: failedWith('unreachable', 'timeout', 'server-error'),
      /** The confirmation may be tried again before the buyer is told it is pending. */
      mayRetryConfirmation: ({ context }) => context.confirmAttempts < CONFIRM_ATTEMPTS,
    },
    delays: {
      redirect: ({ context }) => context.redirect.delayMs,
      /** 1, 2, 4 s after the first, second and third confirmation that got no answer. */
      confirmRetry: ({ context }) => TIMING_MS.confirmRetry * 2 ** Math.max(0, context.confirmAttempts - 1),
    },
  }).createMachine({
    id,
    description: 'Paying for a purchase: the order, the payment provider, the confirmation',
    context: ({ input }) => ({
      ...input,
      order: null,
      scriptReady: false,
      error: null,
      confirmation: null,
      serverMessage: '',
      outcome: null,
      problem: null,
      breakdown: null,
      orderId: null,
      accessKey: null,
      amount: 0,
      couponError: null,
      confirmAttempts: 0,
    }),
    initial: 'creatingOrder',
    output: ({ context }) => ({
      outcome: context.outcome ?? 'rejected',
      ...(context.couponError !== null ? { couponError: context.couponError } : {}),
    }),
    states: {
      creatingOrder: {
        description: 'Waiting for the server to create the order',
        tags: 'busy',
        invoke: {
          src: 'createOrder',
          input: ({ context }) => ({ request: context.request }),
          onDone: [
            {
              description: "The order was paid already: she sees the server's message and the dialog closes",
              guard: { type: 'isPaidOrderToClose', params: ({ event }) => event.output },
              target: 'alreadyPaid',
              actions: [
                {
                  type: 'showToast',
                  params: ({ event }) => ({ kind: 'success' as const, message: event.output.message }),
                },
                'closeDialog',
              ],
            },
            {
              description: 'The order is free (a full coupon): paid at once',
              guard: { type: 'isPaidOrder', params: ({ event }) => event.output },
              target: 'succeeded',
              actions: { type: 'rememberPaidOrder', params: ({ event }) => event.output },
            },
            {
              description: 'The order is created: the payment provider loads next',
              target: 'loadingScript',
              actions: { type: 'rememberOrderToPay', params: ({ event }) => event.output },
            },
          ],
          onError: [
            {
              description: 'Her session has expired: she signs in again',
              guard: 'isSessionExpired',
              target: 'expired',
            },
            {
              description: 'The server does not answer: she sees an alert with Try again',
              guard: 'isOutage',
              target: 'orderFailed',
              actions: { type: 'showOrderProblem', params: ({ event }) => ({ error: event.error }) },
            },
            {
              description: 'The server refuses the order: she sees why, back to the form',
              target: 'rejected',
              actions: [
                {
                  type: 'showToast',
                  params: ({ context, event }) => ({
                    kind: 'error' as const,
                    message: failureMessage(event.error, context.messages.orderFailed),
                  }),
                },
                { type: 'rememberCouponError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      /** The server did not answer (5xx, network): the message in an in-page alert; the form is kept. */
      orderFailed: {
        description: 'The server did not answer: an alert offers Try again or Close',
        tags: 'problem',
        on: {
          'problem.retry': {
            description: 'She presses Try again',
            target: 'creatingOrder',
            actions: 'clearProblem',
          },
          'problem.close': {
            description: 'She presses Close: back to the form',
            target: 'rejected',
            actions: 'clearProblem',
          },
        },
      },
      loadingScript: {
        description: "Loading the payment provider's checkout",
        tags: 'busy',
        invoke: {
          src: 'loadProviderScript',
          onDone: {
            description: 'The payment provider has loaded: its dialog opens',
            target: 'paying',
            actions: 'markScriptReady',
          },
          onError: {
            description: 'The payment provider fails to load: she sees an error',
            target: 'scriptFailed',
            actions: [
              'markScriptFailed',
              {
                type: 'showToast',
                params: ({ context }) => ({ kind: 'error' as const, message: context.messages.scriptFailed }),
              },
            ],
          },
        },
      },
      scriptFailed: {
        description: 'The payment provider could not be loaded: retry or cancel',
        tags: 'scriptFailed',
        on: {
          'script.retry': { target: 'loadingScript', description: 'She presses Try again' },
          'checkout.cancel': { target: 'dismissed', description: 'She gives up the payment' },
        },
      },
      paying: {
        description: "The payment provider's dialog is open for the buyer to pay",
        invoke: {
          src: 'openProviderDialog',
          input: ({ context }) => {
            if (context.order === null) throw new Error(`${id}: paying without an order`);
            return context.order;
          },
        },
        on: {
          'payment.succeed': {
            description: 'The payment provider reports a success',
            target: 'confirming',
            actions: 'rememberPayment',
          },
          'payment.fail': {
            description: 'The payment provider reports a failure: she sees why, with Try again',
            target: 'paymentFailed',
            actions: 'showPaymentProblem',
          },
          'payment.dismiss': {
            description: "She closes the provider's dialog: she is told she was not charged",
            target: 'dismissed',
            actions: { type: 'showToast', params: CANCELLED },
          },
          // The buyer left the provider's dialog another way (Back): as a dismissal; leaving `paying`
          // closes the provider's dialog.
          'checkout.cancel': {
            description: "She leaves the provider's dialog: she is told she was not charged",
            target: 'dismissed',
            actions: { type: 'showToast', params: CANCELLED },
          },
        },
      },
      /** 'Payment Failed! ' + the provider's description in an in-page alert; 'Try again' reopens the provider. */
      paymentFailed: {
        description: 'The payment failed: an alert offers Try again or Close',
        tags: 'problem',
        on: {
          'problem.retry': {
            description: "She presses Try again: the provider's dialog reopens",
            target: 'paying',
            actions: 'clearProblem',
          },
          'problem.close': {
            description: 'She presses Close: back to the form, not charged',
            target: 'failed',
            actions: 'clearProblem',
          },
        },
      },
      /**
       * The provider has taken the payment: the server is asked to confirm it until it answers. A call that
       * gets no answer (or a 5xx) is tried again after 1, 2 and 4 s; after `CONFIRM_ATTEMPTS` the buyer is
       * told her payment is received (`unconfirmed`), never offered to pay again. A refusal (a bad
       * signature) is the server's answer: the payment did not go through.
       */
      confirming: {
        description: 'Paid with the provider: waiting for the server to confirm the payment',
        tags: ['busy', 'confirming'],
        initial: 'calling',
        states: {
          calling: {
            description: 'Asking the server to confirm the payment',
            entry: 'countConfirmAttempt',
            invoke: {
              src: 'confirmPayment',
              input: ({ context }) => {
                if (context.confirmation === null) throw new Error(`${id}: confirming without a payment`);
                return context.confirmation;
              },
              onDone: {
                description: 'The server confirms the payment',
                target: `#${id}.succeeded`,
                actions: { type: 'rememberServerMessage', params: ({ event }) => event.output.message },
              },
              onError: [
                {
                  description: 'Her session has expired: she signs in again',
                  guard: 'isSessionExpired',
                  target: `#${id}.expired`,
                },
                {
                  description: 'No answer yet: asking again shortly',
                  guard: and(['isOutage', 'mayRetryConfirmation']),
                  target: 'waiting',
                },
                {
                  description: 'Still no answer: she is told her payment is received',
                  guard: 'isOutage',
                  target: `#${id}.unconfirmed`,
                  actions: 'showPaymentReceived',
                },
                {
                  description: 'The server refuses the payment: she sees why, back to the form',
                  target: `#${id}.failed`,
                  actions: {
                    type: 'showToast',
                    params: ({ context, event }) => ({
                      kind: 'error' as const,
                      message: failureMessage(event.error, context.messages.confirmFailed),
                    }),
                  },
                },
              ],
            },
          },
          waiting: {
            description: 'The confirmation got no answer: trying again shortly',
            after: { confirmRetry: { target: 'calling', description: 'A moment passes: asking again' } },
          },
        },
      },
      /**
       * Paid with the provider, not yet confirmed by the server: the buyer reads that her payment is
       * received, and the provider's webhook confirms it on the server. Try again asks once more; Close
       * takes her to her receipt's address (never back to Pay Now), which shows it once it is confirmed.
       */
      unconfirmed: {
        description: 'Payment received, not confirmed yet: an alert offers Try again or Close',
        tags: 'problem',
        on: {
          'problem.retry': {
            description: 'She presses Try again: the server is asked again',
            target: 'confirming',
            actions: ['clearProblem', 'resetConfirmAttempts'],
          },
          'problem.close': {
            description: 'She presses Close: she goes to her receipt',
            target: 'received',
            actions: 'clearProblem',
          },
        },
      },
      received: {
        description: "Payment received: the buyer goes to her receipt's address",
        tags: 'redirecting',
        entry: [
          'closeDialog',
          {
            type: 'navigate',
            params: ({ context }) => ({
              to: receiptDestination(context.redirect.to, context.orderId, context.accessKey),
              receipt: receiptOf(context),
            }),
          },
        ],
        always: { target: 'completed', description: 'At once: the purchase is done' },
      },
      succeeded: {
        description: 'Paid: the success message shows, then the receipt page opens',
        tags: 'redirecting',
        entry: [
          {
            type: 'showToast',
            params: ({ context }) => ({
              kind: 'success' as const,
              message: context.messages.success ?? context.serverMessage,
            }),
          },
          'closeDialog',
        ],
        after: {
          redirect: {
            description: 'A moment passes: her receipt page opens',
            target: 'completed',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({
                to: receiptDestination(context.redirect.to, context.orderId, context.accessKey),
                receipt: receiptOf(context),
              }),
            },
          },
        },
      },
      completed: {
        description: 'Done: the buyer is on the receipt page',
        type: 'final',
        entry: { type: 'setOutcome', params: 'completed' as const },
      },
      alreadyPaid: {
        description: "Already paid: the dialog closes with the server's message",
        type: 'final',
        entry: { type: 'setOutcome', params: 'alreadyPaid' as const },
      },
      rejected: {
        description: 'The order was refused: back to the form with the reason',
        type: 'final',
        entry: { type: 'setOutcome', params: 'rejected' as const },
      },
      failed: {
        description: 'The payment did not go through: back to the form',
        type: 'final',
        entry: { type: 'setOutcome', params: 'failed' as const },
      },
      dismissed: {
        description: 'The buyer closed the payment without paying',
        type: 'final',
        entry: { type: 'setOutcome', params: 'dismissed' as const },
      },
      expired: {
        description: 'The session ended: the member signs in again',
        type: 'final',
        entry: [
          { type: 'expireSession', params: TOAST_EXPIRY },
          { type: 'setOutcome', params: 'expired' as const },
        ],
      },
    },
  });
}

export type CheckoutMachine<TRequest> = ReturnType<typeof createCheckoutMachine<TRequest>>;

/** The server's refusal of the coupon, to show under the coupon field. */
function couponErrorOf(message: string | undefined): string | null {
  return message === commonMessages.invalidCoupon ? message : null;
}

/** Order id, amount and breakdown of a create-order answer. */
function orderFacts(answer: OrderAnswer): {
  orderId: string | null;
  accessKey: string | null;
  amount: number;
  breakdown: ChargeBreakdown | null;
} {
  return {
    orderId: answer.order_id,
    accessKey: answer.access_key ?? null,
    amount: answer.amount,
    breakdown: answer.breakdown ?? null,
  };
}

/**
 * Where a finished purchase goes: with the order's key, its receipt's own address
 * (`/thank-you?order=…&key=…`, `/venturethank-you?…` for a pass; `orderLinks` of @lwl/schemas), which
 * works after a reload, in a new tab and from the e-mail; without a key (a backend without the
 * extension) the purchase's thank-you page as before.
 */
export function receiptDestination(to: string, orderId: string | null, accessKey: string | null): string {
  if (orderId === null || orderId === '' || accessKey === null || accessKey === '') return to;
  const { receipt } = orderLinks(orderId, accessKey, to === ROUTES.ventureThankYou ? 'venture' : 'event');
  // Only a thank-you page has an order's address; any other destination stays as it is.
  return receipt.startsWith(`${to}?`) ? receipt : to;
}

function receiptOf<T>(context: CheckoutContext<T>): OrderReceipt {
  return {
    order_id: context.orderId ?? '',
    amount: context.amount,
    currency: context.currency,
    ...(context.confirmation ? { payment_id: context.confirmation.razorpay_payment_id } : {}),
    ...(context.breakdown ? { breakdown: context.breakdown } : {}),
    ...(context.accessKey ? { access_key: context.accessKey } : {}),
  };
}
