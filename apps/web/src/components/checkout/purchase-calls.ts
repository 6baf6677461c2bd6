/**
 * The two HTTP calls of a purchase, read from its row of `PURCHASES` (@lwl/schemas): the create-order
 * call (a guest's or a member's where the row names both) and the payment confirmation. A page passes
 * the endpoint table that holds the row's calls, or a loader of it where that table comes after the
 * first screen (the membership forms).
 */
import type { ConfirmAnswer, OrderAnswer } from '@lwl/machines';
import type {
  EndpointDef,
  Endpoints,
  Operation,
  OrderRequestOf,
  PurchaseDescriptor,
  PurchaseOperations,
} from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import type { CheckoutCalls } from './checkout-providers.ts';

export type PurchaseEndpoints<P extends PurchaseDescriptor> = Pick<
  Endpoints,
  Extract<PurchaseOperations<P>, Operation>
>;

type Tagged = { kind: 'guest' | 'member'; body: unknown };

export function purchaseCalls<P extends PurchaseDescriptor>(
  purchase: P,
  table: PurchaseEndpoints<P> | (() => Promise<PurchaseEndpoints<P>>),
): CheckoutCalls<OrderRequestOf<P>> {
  // The row's calls answer the create-order and the callback schemas (purchase-kinds.test.ts in
  // @lwl/schemas), and the client checks every answer against its schema.
  const call = async (operation: Operation, body: unknown, signal: AbortSignal): Promise<unknown> => {
    const loaded: Partial<Record<Operation, EndpointDef>> =
      typeof table === 'function' ? await table() : table;
    const def = loaded[operation];
    if (def === undefined) throw new Error(`${purchase.kind}: ${operation} is not in the page's endpoints`);
    return api.request(def, body as never, { signal });
  };
  return {
    createOrder: (request, signal) => {
      const { order } = purchase;
      if (typeof order === 'string') return call(order, request, signal) as Promise<OrderAnswer>;
      const { kind, body } = request as Tagged;
      return call(order[kind], body, signal) as Promise<OrderAnswer>;
    },
    confirmPayment: (confirmation, signal) =>
      call(purchase.callback, confirmation, signal) as Promise<ConfirmAnswer>,
  };
}
