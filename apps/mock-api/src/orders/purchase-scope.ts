import type { Env } from '../env.ts';
import { orderConfirmation } from '../mail/order-mail.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { OrderRecord, Store } from '../store/store.ts';
import { sendAttendeeTickets } from './attendee-tickets.ts';
import { orderReceipt } from './order-receipt.ts';

/** What creating, paying and fulfilling an order needs from the request (a handler's context fits). */
export interface PurchaseScope {
  store: Store;
  now: Date;
  outbox: Outbox;
  env: Pick<Env, 'MOCK_WEB_ORIGIN' | 'RAZORPAY_KEY_SECRET' | 'MOCK_MAX_UNPAID_ORDERS' | 'MOCK_ORDER_TTL_S'>;
}

/**
 * The order-confirmation e-mail of a paid (or free) order, to the buyer's address (the order's buyer,
 * else its owner's account, e.g. the account a membership sign-up has just created).
 */
export function sendOrderConfirmation(scope: PurchaseScope, order: OrderRecord): void {
  const receipt = orderReceipt(scope.store, order);
  if (receipt === null || !receipt.email) return;
  scope.outbox.send(orderConfirmation(receipt, receipt.email, scope.env.MOCK_WEB_ORIGIN));
  sendAttendeeTickets(scope, order, receipt);
}
