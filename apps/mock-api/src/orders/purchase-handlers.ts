/**
 * The handlers of a purchase's calls, from its row of `PURCHASES` (@lwl/schemas): each create-order
 * call and the payment confirmation. A purchase supplies only what it sells and at what price (`Sell`);
 * the rest is the same for every kind: a member's call needs the caller's account, the order is priced
 * and created by `createOrder` (coupon, GST, the free order), and the callback is `confirmPayment` for
 * what the row sells.
 */
import type {
  Currency,
  EndpointDef,
  Endpoints,
  EndpointTableOf,
  PurchaseDescriptor,
  PurchaseOperations,
} from '@lwl/schemas';
import { badRequest, callerUser, orderAnswer, sessionExpired } from '../handlers/shared.ts';
import type { Handler, HandlerContext, HandlerResult } from '../registry/handler.ts';
import type { AttendeeRecord, BuyerDetails, OrderItem, UserRecord } from '../store/store.ts';
import { confirmPayment } from './confirm-payment.ts';
import { createOrder } from './create-order.ts';

/** What an order sells, at the server's unit price, and to whom. */
export interface Sale {
  item: OrderItem;
  /** Listed unit price before the coupon and (where added) GST, major units. */
  unitPrice: number;
  /** Units bought (tickets); 1 by default. */
  quantity?: number;
  /** The row's currency unless what is sold has its own (a membership option's). */
  currency?: Currency;
  userId: number | null;
  buyer: BuyerDetails | null;
  /** An event order's ticket holders (extension). */
  attendees?: AttendeeRecord[];
  /** Undoes what the sale kept before the order was refused (a coupon, or a limit reached meanwhile). */
  onRefused?: () => void;
}

/** Why the caller cannot buy (404 unknown item, 403 members only, 400 sales closed, …). */
export type Refusal = Exclude<HandlerResult<EndpointDef>, { status: 200 }>;

type Sold = Sale | Refusal | Promise<Sale | Refusal>;

/**
 * How a purchase sells: one function for its one call (the caller's account, when signed in), or one per
 * buyer where a guest and a member call apart (a member's call is answered 401 without an account).
 */
export type Sell<
  P extends PurchaseDescriptor<string>,
  T extends EndpointTableOf = Endpoints,
> = P['order'] extends {
  guest: infer G extends keyof T;
  member: infer M extends keyof T;
}
  ? {
      guest: (ctx: ContextOf<T[G]>) => Sold;
      member: (ctx: ContextOf<T[M]>, user: UserRecord) => Sold;
    }
  : P['order'] extends infer O extends keyof T
    ? (ctx: ContextOf<T[O]>, user: UserRecord | undefined) => Sold
    : never;

type ContextOf<D> = D extends EndpointDef ? HandlerContext<D> : never;

type AnyContext = HandlerContext<EndpointDef>;
type AnyHandler = (ctx: AnyContext) => unknown;

const isSale = (sold: Sale | Refusal): sold is Sale => 'item' in sold;

/** One handler per call of a row, typed by each call's endpoint. */
export type PurchaseHandlers<P extends PurchaseDescriptor<string>, T extends EndpointTableOf = Endpoints> = {
  [K in Extract<PurchaseOperations<P>, keyof T>]: T[K] extends infer E extends EndpointDef
    ? Handler<E>
    : never;
};

/**
 * `T` is the endpoint table the row's calls are in: the contract's by default, or a table with a kind
 * being tried out beside it (the mock then registers it with `createMockApi({ extra })`).
 */
export function purchaseHandlers<P extends PurchaseDescriptor<string>, T extends EndpointTableOf = Endpoints>(
  purchase: P,
  sell: Sell<P, T>,
): PurchaseHandlers<P, T> {
  const answer = async (ctx: AnyContext, pending: Sold) => {
    const sold = await pending;
    if (!isSale(sold)) return sold;
    // Every create-order call of the contract takes an optional coupon.
    const { coupon } = ctx.input as { coupon?: string };
    const { onRefused, ...sale } = sold;
    const created = createOrder(ctx, { ...sale, currency: sale.currency ?? purchase.currency, coupon });
    if (!created.ok) onRefused?.();
    return orderAnswer(created);
  };
  const handlers: Record<string, AnyHandler> = {
    [purchase.callback]: (ctx: AnyContext) => {
      const result = confirmPayment(ctx, purchase.sells, ctx.input as never);
      return result.ok
        ? { status: 200, body: { status: 1, message: result.message } }
        : badRequest(result.message);
    },
  };
  const { order } = purchase;
  if (typeof order === 'string') {
    const sellOne = sell as (ctx: AnyContext, user: UserRecord | undefined) => Sold;
    handlers[order] = (ctx) => answer(ctx, sellOne(ctx, callerUser(ctx)));
  } else {
    const byBuyer = sell as {
      guest: (ctx: AnyContext) => Sold;
      member: (ctx: AnyContext, user: UserRecord) => Sold;
    };
    handlers[order.guest] = (ctx) => answer(ctx, byBuyer.guest(ctx));
    handlers[order.member] = (ctx) => {
      const user = callerUser(ctx);
      return user ? answer(ctx, byBuyer.member(ctx, user)) : sessionExpired();
    };
  }
  return handlers as unknown as PurchaseHandlers<P, T>;
}
