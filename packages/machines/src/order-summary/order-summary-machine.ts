/**
 * The order summary beside every purchase form (shared by every purchase): it asks the server what
 * the chosen item costs the buyer (`POST order-quote`, a contract extension) and holds the server's
 * breakdown; it never computes a price. 'Apply' on the coupon field re-asks with the coupon: a valid
 * one updates the breakdown, 'Invalid coupon code.' shows under the field. A backend without the
 * extension (404) leaves the summary on the page's listed price, confirmed at payment. Once the
 * create-order call answers, its breakdown (`breakdown.update`) replaces the quote, and a coupon the
 * order refused (`coupon.reject`) shows under the field.
 *
 * The purchase view runs it beside its purchase machine and sends it the item as the buyer chooses
 * it (`item.change`; null while nothing is chosen yet, e.g. no pass type or duration).
 */
import { type ChargeBreakdown, commonMessages, type OrderQuoteResponse, type QuoteItem } from '@lwl/schemas';
import { assign, fromPromise, setup } from 'xstate';
import { failedWith, serverMessageOf } from '../shared/call-failure.ts';
import { notProvided } from '../shared/effects.ts';

export interface OrderSummaryInput {
  item: QuoteItem | null;
  /** A coupon already in the form (a dialog reopened after a failed payment). */
  coupon?: string;
}

export interface OrderSummaryContext {
  item: QuoteItem | null;
  /** The coupon the last quote was asked with ('' for none). */
  coupon: string;
  /** The server's numbers: the quote's, then the order's. Null until one answered. */
  breakdown: ChargeBreakdown | null;
  /** The coupon field's error ('Invalid coupon code.'), or null. */
  couponError: string | null;
}

export type OrderSummaryEvent =
  | { type: 'item.change'; item: QuoteItem | null }
  | { type: 'coupon.apply'; coupon: string }
  | { type: 'breakdown.update'; breakdown: ChargeBreakdown }
  | { type: 'coupon.reject'; message: string };

export type QuoteRequest = QuoteItem & { coupon?: string };

/** The coupon to send: trimmed, absent when blank. */
function withCoupon(item: QuoteItem, coupon: string): QuoteRequest {
  const code = coupon.trim();
  return code === '' ? item : { ...item, coupon: code };
}

const isCouponError = (error: unknown) => serverMessageOf(error, 'refused') === commonMessages.invalidCoupon;

export const orderSummaryMachine = setup({
  types: {} as {
    context: OrderSummaryContext;
    events: OrderSummaryEvent;
    input: OrderSummaryInput;
    tags: 'quoting';
  },
  actors: {
    /** `POST order-quote` with the caller's token when signed in. */
    loadQuote: fromPromise<OrderQuoteResponse, QuoteRequest>(async () =>
      notProvided('orderSummary', 'loadQuote'),
    ),
  },
  actions: {
    takeBreakdown: assign({
      breakdown: ({ context, event }) =>
        event.type === 'breakdown.update' ? event.breakdown : context.breakdown,
    }),
    showCouponRefusal: assign({
      couponError: ({ context, event }) =>
        event.type === 'coupon.reject' ? event.message : context.couponError,
    }),
    takeItem: assign({
      item: ({ context, event }) => (event.type === 'item.change' ? event.item : context.item),
    }),
    takeNewItem: assign({
      item: ({ context, event }) => (event.type === 'item.change' ? event.item : context.item),
      breakdown: null,
    }),
    takeCoupon: assign({
      coupon: ({ context, event }) => (event.type === 'coupon.apply' ? event.coupon : context.coupon),
      couponError: null,
    }),
    storeQuote: assign({ breakdown: (_, { breakdown }: { breakdown: ChargeBreakdown }) => breakdown }),
    dropQuote: assign({ breakdown: null }),
    refuseCoupon: assign({ couponError: commonMessages.invalidCoupon, coupon: '' }),
  },
  guards: {
    hasItem: ({ context }) => context.item !== null,
    /** A backend without the extension: stop asking, show the listed price. */
    isMissingExtension: failedWith('not-found'),
    isCouponRefused: ({ event }) => 'error' in event && isCouponError(event.error),
  },
}).createMachine({
  id: 'orderSummary',
  description: "The order's total, GST and discount, asked from the server as she chooses",
  context: ({ input }) => ({
    item: input.item,
    coupon: input.coupon ?? '',
    breakdown: null,
    couponError: null,
  }),
  initial: 'checking',
  on: {
    'breakdown.update': {
      description: 'The page hands over the total it already has',
      actions: 'takeBreakdown',
    },
    'coupon.reject': {
      description: 'The payment refused the coupon: she sees why under the field',
      actions: 'showCouponRefusal',
    },
  },
  states: {
    checking: {
      description: 'Checking there is something to price',
      always: [
        { description: 'Something is chosen: the total is asked for', guard: 'hasItem', target: 'quoting' },
        { description: 'Nothing chosen yet', target: 'waiting' },
      ],
    },
    /** Nothing chosen yet (no pass type, no duration, no quantity). */
    waiting: {
      description: 'Nothing chosen yet: no total to show',
      on: {
        'item.change': { description: 'She chooses what to buy', target: 'checking', actions: 'takeItem' },
        'coupon.apply': {
          description: 'She enters a coupon: kept for when she chooses',
          actions: 'takeCoupon',
        },
      },
    },
    quoting: {
      description: 'Asking the server for the total, GST and any discount',
      tags: 'quoting',
      invoke: {
        src: 'loadQuote',
        input: ({ context }) => {
          if (context.item === null) throw new Error('orderSummary: quoting without an item');
          return withCoupon(context.item, context.coupon);
        },
        onDone: {
          description: 'The total, GST and discount arrive',
          target: 'quoted',
          actions: { type: 'storeQuote', params: ({ event }) => ({ breakdown: event.output.breakdown }) },
        },
        onError: [
          {
            description: 'This server gives no quotes',
            guard: 'isMissingExtension',
            target: 'unavailable',
            actions: 'dropQuote',
          },
          {
            description: 'The coupon is refused: she sees why and the total is asked again without it',
            // The coupon is refused: say so under the field and quote again without it.
            guard: 'isCouponRefused',
            target: 'quoting',
            reenter: true,
            actions: 'refuseCoupon',
          },
          { description: 'The quote fails: the listed price shows', target: 'failed', actions: 'dropQuote' },
        ],
      },
      on: {
        'item.change': {
          description: 'She changes her choice while the total loads',
          target: 'checking',
          reenter: true,
          actions: 'takeNewItem',
        },
        'coupon.apply': {
          description: 'She applies a coupon while the total loads',
          target: 'quoting',
          reenter: true,
          actions: 'takeCoupon',
        },
      },
    },
    /** The server's breakdown is shown. */
    quoted: {
      description: "The server's total, GST and discount are shown",
      on: {
        'item.change': {
          description: 'She changes her choice',
          target: 'checking',
          actions: 'takeNewItem',
        },
        'coupon.apply': {
          description: 'She applies a coupon',
          target: 'quoting',
          actions: 'takeCoupon',
        },
      },
    },
    /** The quote failed (server error, item refused): the listed price, the total confirmed at payment. */
    failed: {
      description: 'No quote: the listed price shows, the total comes at payment',
      on: {
        'item.change': { description: 'She changes her choice', target: 'checking', actions: 'takeItem' },
        'coupon.apply': {
          description: 'She applies a coupon',
          target: 'checking',
          actions: 'takeCoupon',
        },
      },
    },
    /** The backend has no `order-quote` (404): the listed price until the order answers. */
    unavailable: {
      description: 'This server gives no quotes: the listed price shows',
      on: {
        'item.change': {
          description: 'She changes her choice: the listed price updates',
          actions: 'takeItem',
        },
        'coupon.apply': {
          description: 'She applies a coupon: it is sent with the payment',
          actions: 'takeCoupon',
        },
      },
    },
  },
});

export type OrderSummaryMachine = typeof orderSummaryMachine;
