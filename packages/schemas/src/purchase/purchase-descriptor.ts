/**
 * Every purchase kind, described once. A row names the calls that create its order (a guest's and a
 * signed-in member's, the same call where one serves both) and confirm its payment, what its checkout
 * charges in and where it leads, and what the order sells. Each layer reads the row instead of keeping
 * its own copy: the machines' checkout input and checkout instance (`checkoutMachineFor`), the web's
 * calls (`purchaseCalls`), the mock's order and confirmation handlers (`purchaseHandlers`) and the Flow
 * Studio's links between a purchase and its checkout. ARCHITECTURE.md, "A new purchase kind", lists the
 * steps of adding one.
 *
 * Rows name calls by operation key, not by definition, so that a page that loads its endpoint table
 * later (the membership forms) does not load it with the row; each row has a file of its own
 * (purchase/rows), so that a page loads its own row only.
 */
import type * as z from 'zod/mini';
import type { EndpointDef } from '../api/endpoint.ts';
import type { Endpoints, Operation } from '../api/endpoints.ts';
import { commonMessages } from '../common/messages.ts';
import { ROUTES } from '../constants/navigation.ts';
import { TIMING_MS } from '../constants/timing.ts';
import type { Currency } from '../money/currency.ts';

/** What the checkout says when a step fails without a server message, and on success. */
export interface PurchaseMessages {
  /** A create-order call failed without a server message (events: 'Some thing went wrong'). */
  orderFailed: string;
  /** The confirmation call failed without a server message. */
  confirmFailed: string;
  /** The provider's script did not load. */
  scriptFailed: string;
  /** Success toast; when absent, the server's message of the confirmation (or paid order). */
  success?: string;
}

/** What an order records, and so what its receipt and tax invoice describe. */
export type SoldItem = 'event' | 'venture' | 'mentor' | 'package' | 'membership';

/** The create-order call: one for every buyer, or one for a guest and one for a signed-in member. */
export type OrderCalls<O extends string = Operation> = O | { guest: O; member: O };

/**
 * A purchase kind. `O` is the operation keys of the endpoint table its calls are in: the contract's
 * (`Operation`), or, for a kind being tried out, a table of its own beside it.
 */
export interface PurchaseDescriptor<O extends string = Operation> {
  /** The key of the row in `PURCHASES`. */
  kind: string;
  /** What the order records (the mock's order item, the invoice's supply). */
  sells: SoldItem;
  /** The purchase machine's id, and the id of the checkout instance it invokes as `checkout`. */
  machineId: string;
  checkoutId: string;
  order: OrderCalls<O>;
  /** The `*-payment-callback` that confirms a payment with the provider's signature. */
  callback: O;
  currency: Currency;
  /** Where the buyer goes after a confirmed payment, and after how many ms. */
  redirect: { to: string; delayMs: number };
  messages: PurchaseMessages;
  /** A paid answer (`paid: true`, e.g. FREE100): redirect as after a payment, or only close the dialog. */
  whenPaid: 'redirect' | 'close';
  /** How the buyer starts paying: coupon (member) or details (guest) dialog, details only, or a page form. */
  dialog: 'couponOrDetails' | 'details' | 'form';
}

/** /thank-you after the 1 s success redirect. */
export const THANK_YOU_REDIRECT = { to: ROUTES.thankYou, delayMs: TIMING_MS.redirectAfterSuccess };

/** 'Something went wrong, Please try again later.' when a step fails without a server message. */
export const TRY_LATER_MESSAGES: PurchaseMessages = {
  orderFailed: commonMessages.somethingWrongTryLater,
  confirmFailed: commonMessages.somethingWrongTryLater,
  scriptFailed: commonMessages.somethingWrongTryLater,
};

/** The create-order calls of a row, guest's first (one entry where one call serves both). */
export function orderCalls<O extends string>(purchase: Pick<PurchaseDescriptor<O>, 'order'>): O[] {
  const { order } = purchase;
  return typeof order === 'string' ? [order] : [...new Set([order.guest, order.member])];
}

/** An endpoint table: the contract's (`Endpoints`) or one with a tried-out kind's calls beside it. */
export type EndpointTableOf = Record<string, EndpointDef>;

/** A call's body as its schema reads it (what a machine builds; the client sends it as it is). */
export type CallBody<O extends keyof T, T extends EndpointTableOf = Endpoints> = z.output<T[O]['input']>;

/**
 * The create-order request a purchase machine hands its checkout: the body of the one call, or, where a
 * guest and a member call apart, the body tagged with whose call it is.
 */
export type OrderRequestOf<
  P extends Pick<PurchaseDescriptor<string>, 'order'>,
  T extends EndpointTableOf = Endpoints,
> = P['order'] extends { guest: infer G extends keyof T; member: infer M extends keyof T }
  ? { kind: 'guest'; body: CallBody<G, T> } | { kind: 'member'; body: CallBody<M, T> }
  : P['order'] extends infer O extends keyof T
    ? CallBody<O, T>
    : never;

/** The operations a row calls: what a page's endpoint table must hold for `purchaseCalls`. */
export type PurchaseOperations<P extends Pick<PurchaseDescriptor<string>, 'order' | 'callback'>> =
  | P['callback']
  | (P['order'] extends { guest: infer G extends string; member: infer M extends string }
      ? G | M
      : P['order'] extends infer O extends string
        ? O
        : never);
