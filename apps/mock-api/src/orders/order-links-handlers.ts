import { type EndpointDef, type OrderAccessInput, type ordersEndpoints, ordersMessages } from '@lwl/schemas';
import { tooManyRequests } from '../handlers/shared.ts';
import { invoiceBookOf } from '../invoices/invoice-book.ts';
import { ownerOf } from '../invoices/record-invoice.ts';
import { linksResent } from '../mail/order-mail.ts';
import type { HandlerContext, HandlerMap } from '../registry/handler.ts';
import type { OrderRecord, Store } from '../store/store.ts';
import { keyMatches, orderNotFound } from './access.ts';
import { orderReceipt } from './order-receipt.ts';

/** A resend lists at most this many orders, newest first. */
const RESEND_MAX_ORDERS = 20;

/**
 * The order a request may read: paid, and the key matches (compared in constant time, and compared
 * even when there is no such order) or the signed-in caller owns it. Everything else is null, which
 * the handlers answer with one 404.
 */
export function readableOrder(
  ctx: HandlerContext<EndpointDef> & { input: OrderAccessInput },
): OrderRecord | null {
  const { store, input, caller } = ctx;
  const order = store.orders.find((o) => o.order_id === input.order_id);
  const keyOk = keyMatches(order?.access_key, input.key);
  if (order === undefined || order.status !== 'paid') return null;
  if (keyOk) return order;
  return caller !== null && ownerOf(store, order)?.id === caller.userId ? order : null;
}

/** The buyer's address of an order: its buyer's, else its owner's account's. */
const buyerEmail = (store: Store, order: OrderRecord): string =>
  (order.buyer?.email || ownerOf(store, order)?.email || '').trim().toLowerCase();

const newestPaidFirst = (a: OrderRecord, b: OrderRecord) => (b.paid_at ?? '').localeCompare(a.paid_at ?? '');

/** The links a buyer keeps after a purchase (contract extensions). */
export const ordersHandlers: HandlerMap<typeof ordersEndpoints> = {
  'GET orders/{order_id}': (ctx) => {
    const order = readableOrder(ctx);
    const receipt = order && orderReceipt(ctx.store, order);
    return receipt ? { status: 200, body: { status: 1, data: receipt } } : orderNotFound();
  },

  'GET orders/{order_id}/invoice': (ctx) => {
    const order = readableOrder(ctx);
    const record = order && invoiceBookOf(ctx.store).invoices.find((r) => r.order_id === order.order_id);
    return record ? { status: 200, body: { status: 1, data: record.invoice } } : orderNotFound();
  },

  /**
   * One message listing the address's paid orders, or none when it bought nothing; the answer is the
   * same either way, and at most 3 requests per address from one client (and 30 per remote client) per 10 minutes (then 429), known or not.
   */
  'POST resend-order-links': ({ store, input, outbox, guards, env, client }) => {
    const email = input.email.trim().toLowerCase();
    const waitMs = guards.orderLinkRequests.retryAfterMs(email, client);
    if (waitMs > 0) return tooManyRequests(ordersMessages.tooManyResends, waitMs);
    guards.orderLinkRequests.record(email, client);
    const receipts = store.orders
      .filter((o) => o.status === 'paid' && buyerEmail(store, o) === email)
      .sort(newestPaidFirst)
      .slice(0, RESEND_MAX_ORDERS)
      .flatMap((o) => orderReceipt(store, o) ?? []);
    if (receipts.length > 0)
      outbox.send(linksResent(receipts[0]?.email ?? email, receipts, env.MOCK_WEB_ORIGIN));
    return { status: 200, body: { status: 1, message: ordersMessages.linksResent } };
  },
};
