import { membershipMessages } from '@lwl/schemas';
import { newOrderId } from '../sandbox/ids.ts';
import type { BuyerDetails, Currency, OrderItem, OrderRecord, Store } from '../store/store.ts';
import { applyCoupon } from './coupons.ts';
import { recordPurchase, successMessage } from './fulfil.ts';

export interface OrderRequest {
  item: OrderItem;
  /** Price before the coupon, major units, computed by the server. */
  price: number;
  currency: Currency;
  coupon: string | undefined;
  userId: number | null;
  buyer: BuyerDetails | null;
}

/** The create-order answer (`createOrderResponseSchema`). */
export interface OrderAnswer {
  status: 1;
  order_id: string;
  amount: number;
  currency: Currency;
  paid?: true;
  message: string;
}

export type CreateOrderResult =
  | { ok: true; order: OrderRecord; answer: OrderAnswer }
  | { ok: false; message: string };

/**
 * Creates an order at the server's price after the coupon. A free order (FREE100) is paid at once:
 * the purchase is recorded and the answer carries `paid: true` (no checkout).
 */
export function createOrder(store: Store, now: Date, request: OrderRequest): CreateOrderResult {
  const priced = applyCoupon(request.price, request.coupon);
  if (!priced.ok) return priced;
  const free = priced.amount <= 0;
  const order: OrderRecord = {
    order_id: newOrderId(),
    item: request.item,
    amount: Math.round(priced.amount * 100),
    currency: request.currency,
    coupon: request.coupon?.trim().toUpperCase() ?? null,
    user_id: request.userId,
    buyer: request.buyer,
    status: free ? 'paid' : 'created',
    payment_id: null,
    created_at: now.toISOString(),
    paid_at: free ? now.toISOString() : null,
  };
  store.orders.push(order);
  if (free) recordPurchase(store, order, now);
  const answer: OrderAnswer = {
    status: 1,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    message: free ? successMessage(order.item.kind) : membershipMessages.orderCreated,
  };
  if (free) answer.paid = true;
  return { ok: true, order, answer };
}
