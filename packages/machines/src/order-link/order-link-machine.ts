/**
 * An order opened from its link (receipt or ticket page): `GET orders/{order_id}` with the key of the
 * link, or none for the signed-in owner.
 *
 *   loading ─┬─ shown       the receipt (the page shows it, or its tickets)
 *            ├─ notFound    404 (unknown or unpaid order, wrong, expired or missing key) or a refused
 *            │              request (a mangled order id): one page for all, never saying which
 *            ├─ failed      no answer, a 5xx, an invalid answer: 'Try again' → loading
 *            └─ expired     a 401 (a stored token the server no longer knows): handed to the session
 */
import type { OrderReceipt } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { failedWith, hasSessionExpiredError } from '../shared/call-failure.ts';
import { notProvided, type SessionExpiryParams } from '../shared/effects.ts';
import { expireOnUnauthorized } from '../shared/session-expiry.ts';

/**
 * The order an address names (`?order={order_id}&key={access_key}`, built by `orderLinks` of
 * @lwl/schemas). `key` null: the signed-in owner's own link, or a link cut short (the server answers
 * it like a wrong key).
 */
export interface OrderLinkParams {
  orderId: string;
  key: string | null;
}

export interface OrderLinkContext extends OrderLinkParams {
  receipt: OrderReceipt | null;
}

export type OrderLinkEvent = { type: 'retry' };

export const orderLinkMachine = setup({
  types: {
    context: {} as OrderLinkContext,
    events: {} as OrderLinkEvent,
    input: {} as OrderLinkParams,
  },
  actors: {
    /** `GET orders/{order_id}` with `{ order_id, key? }`; answers the receipt. */
    loadOrder: fromPromise<OrderReceipt, OrderLinkParams>(async () => notProvided('orderLink', 'loadOrder')),
  },
  actions: {
    storeReceipt: assign({ receipt: (_, { receipt }: { receipt: OrderReceipt }) => receipt }),
    expireSession: (_, _params: SessionExpiryParams) => notProvided('orderLink', 'expireSession'),
    logFailure: (_, _params: { error: unknown }) => notProvided('orderLink', 'logFailure'),
  },
  guards: {
    isSessionExpired: hasSessionExpiredError,
    isNotFound: failedWith('not-found', 'refused'),
  },
}).createMachine({
  id: 'orderLink',
  description: 'A receipt opened from its link: what was bought, the amount and the tickets',
  context: ({ input }) => ({ orderId: input.orderId, key: input.key, receipt: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Loading the order's receipt from its link",
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId, key: context.key }),
        onDone: {
          description: 'The receipt arrives',
          target: 'shown',
          actions: { type: 'storeReceipt', params: ({ event }) => ({ receipt: event.output }) },
        },
        onError: [
          expireOnUnauthorized('expired'),
          { description: 'The link matches no order', guard: 'isNotFound', target: 'notFound' },
          {
            description: 'The receipt fails to load: she sees a message and Try again',
            target: 'failed',
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    shown: { description: 'The receipt: what was bought, the amount and the tickets' },
    notFound: { description: 'The link matches no order: the page says so' },
    failed: {
      description: 'The receipt could not be loaded: a message and Try again',
      on: { retry: { target: 'loading', description: 'She presses Try again' } },
    },
    /** Handed to the session, which leaves the page. */
    expired: { description: 'The session ended: on the way to sign in', type: 'final' },
  },
});
