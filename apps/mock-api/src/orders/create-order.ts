import {
  buyerAddressMessages,
  type ChargeBreakdown,
  computeCharge,
  gstSupplyOf,
  gstTreatmentOf,
  hasBuyerAddress,
  membershipMessages,
  needsBuyerAddress,
  type PlaceOfSupply,
} from '@lwl/schemas';
import { placeOfOrder } from '../invoices/place-of-supply.ts';
import { type LimitRefusal, orderRefusal } from '../limits/caps.ts';
import { newOrderId } from '../sandbox/ids.ts';
import type {
  AttendeeRecord,
  BuyerDetails,
  Currency,
  OrderItem,
  OrderRecord,
  Store,
} from '../store/store.ts';
import { newAccessKey, orderAccessKey } from './access.ts';
import { capturedPayment, markPaid } from './confirm-payment.ts';
import { readCoupon } from './coupons.ts';
import { recordPurchase, successMessage } from './fulfil.ts';
import { type PurchaseScope, sendOrderConfirmation } from './purchase-scope.ts';

export interface OrderRequest {
  item: OrderItem;
  /** Listed unit price before the coupon and (where added) GST, major units, chosen by the server. */
  unitPrice: number;
  /** Units bought (tickets); 1 for everything else. */
  quantity?: number;
  currency: Currency;
  coupon: string | undefined;
  userId: number | null;
  buyer: BuyerDetails | null;
  /** An event order's ticket holders (extension), when the call named them. */
  attendees?: AttendeeRecord[];
}

/**
 * The create-order answer (`createOrderResponseSchema`). Exported because the mock's emitted
 * declarations name it (`orderAnswer` in handlers/shared.ts).
 * @public
 */
export interface OrderAnswer {
  status: 1;
  order_id: string;
  amount: number;
  currency: Currency;
  paid?: true;
  message: string;
  breakdown: ChargeBreakdown;
  /** The key of the order's receipt and ticket links (an extension). */
  access_key: string;
}

export type CreateOrderResult =
  | { ok: true; order: OrderRecord; answer: OrderAnswer }
  /** An unknown coupon (400), or a limit of `orderRefusal` (429 with `Retry-After`). */
  | { ok: false; refusal: LimitRefusal };

/** What an order for this item costs with this coupon; `POST order-quote` answers the same. */
export type PricedItem = Pick<OrderRequest, 'unitPrice' | 'quantity' | 'currency' | 'coupon'> & {
  item: Pick<OrderItem, 'kind'>;
  /** Where it is taxed (`placeOfSale`): CGST + SGST or IGST, each tax rounded on its own. */
  place: PlaceOfSupply | null;
};

export type ChargeResult =
  | { ok: true; breakdown: ChargeBreakdown; coupon: { code: string | null } }
  | { ok: false; message: string };

/** The server's price of an order (`computeCharge`), or 'Invalid coupon code.' for an unknown coupon. */
export function chargeFor(request: PricedItem): ChargeResult {
  const coupon = readCoupon(request.coupon);
  if (!coupon.ok) return coupon;
  const breakdown = computeCharge({
    unitPrice: request.unitPrice,
    quantity: request.quantity ?? 1,
    currency: request.currency,
    treatment: gstTreatmentOf(request.item.kind, request.currency),
    discountPercent: coupon.percentOff,
    supply: gstSupplyOf(request.place),
  });
  return { ok: true, breakdown, coupon };
}

/**
 * Creates an order at the server's price: the shared pricing rule (`computeCharge`: coupon before GST,
 * GST added, included or none by what is sold), with a new access key. A free order (FREE100) is paid at
 * once: the purchase is recorded, the confirmation e-mailed and the answer carries `paid: true` (no checkout).
 * The order limits (`orderRefusal`) are checked in the same synchronous step that appends the order, so
 * no answered order is ever dropped to make room: the one over a limit is refused instead.
 */
export function createOrder(scope: PurchaseScope, request: OrderRequest): CreateOrderResult {
  const { store, now } = scope;
  const place = placeOfOrder(store, {
    item: request.item,
    currency: request.currency,
    user_id: request.userId,
    buyer: request.buyer,
  });
  const charge = chargeFor({ ...request, place });
  if (!charge.ok) return { ok: false, refusal: { status: 400, message: charge.message } };
  // Rule 46: a buyer without an account (so without a GSTIN) gives her address at ₹50,000 or more.
  const guest = request.userId === null && !(request.item.kind === 'membership' && request.item.signup);
  if (guest && needsBuyerAddress(charge.breakdown) && !hasBuyerAddress(request.buyer ?? {}))
    return { ok: false, refusal: { status: 400, message: buyerAddressMessages.whyAsked } };
  const earlier = paidUnconfirmedOrder(store, request);
  if (earlier) {
    markPaid(scope, earlier.order, earlier.paymentId);
    return { ok: true, order: earlier.order, answer: paidAnswer(earlier.order) };
  }
  const refusal = orderRefusal(store, scope.env, { user_id: request.userId, buyer: request.buyer }, now);
  if (refusal) return { ok: false, refusal };
  const { breakdown, coupon } = charge;
  const free = breakdown.total <= 0;
  const accessKey = newAccessKey();
  const order: OrderRecord = {
    order_id: newOrderId(),
    item: request.item,
    amount: breakdown.total,
    breakdown,
    place_of_supply: place,
    currency: request.currency,
    coupon: coupon.code,
    user_id: request.userId,
    buyer: request.buyer,
    ...(request.attendees ? { attendees: request.attendees } : {}),
    status: free ? 'paid' : 'created',
    payment_id: null,
    created_at: now.toISOString(),
    paid_at: free ? now.toISOString() : null,
    access_key: accessKey,
  };
  store.orders.push(order);
  if (free) {
    recordPurchase(store, order, now);
    sendOrderConfirmation(scope, order);
  }
  if (free) return { ok: true, order, answer: paidAnswer(order) };
  const answer: OrderAnswer = {
    status: 1,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    breakdown,
    message: membershipMessages.orderCreated,
    access_key: accessKey,
  };
  return { ok: true, order, answer };
}

/** The answer for an order that is paid: no checkout, the buyer goes to its receipt. */
function paidAnswer(order: OrderRecord): OrderAnswer {
  return {
    status: 1,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    breakdown: order.breakdown,
    message: successMessage(order.item.kind),
    access_key: orderAccessKey(order),
    paid: true,
  };
}

/** What an order is for, to tell a repeat of it: the item (a sign-up by its e-mail, not its password). */
const itemKey = (item: OrderItem): string =>
  item.kind === 'membership'
    ? JSON.stringify([item.kind, item.membership_price_id, item.signup?.email.toLowerCase() ?? null])
    : JSON.stringify(item);

const sameBuyer = (order: OrderRecord, request: OrderRequest): boolean =>
  request.userId !== null
    ? order.user_id === request.userId
    : order.user_id === null &&
      (order.buyer?.email ?? '').trim().toLowerCase() === (request.buyer?.email ?? '').trim().toLowerCase();

/**
 * The buyer's earlier order for the same item whose payment the provider took and nobody confirmed yet
 * (the callback lost, the webhook not arrived): a new order for it answers that one, paid, instead of
 * charging again.
 */
function paidUnconfirmedOrder(
  store: Store,
  request: OrderRequest,
): { order: OrderRecord; paymentId: string } | undefined {
  const key = itemKey(request.item);
  for (const order of store.orders) {
    if (order.status !== 'created' || !sameBuyer(order, request) || itemKey(order.item) !== key) continue;
    const payment = capturedPayment(store, order.order_id);
    if (payment) return { order, paymentId: payment.payment_id };
  }
  return undefined;
}
