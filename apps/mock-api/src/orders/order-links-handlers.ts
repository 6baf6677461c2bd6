import { type ordersEndpoints, ordersMessages } from '@lwl/schemas';
import type { HandlerMap } from '../registry/handler.ts';

const orderNotFound = () => ({ status: 404, message: ordersMessages.notFound }) as const;

/** The links a buyer keeps (contract extensions). Until access keys are stored, every order answers 404. */
export const ordersHandlers: HandlerMap<typeof ordersEndpoints> = {
  'GET orders/{order_id}': () => orderNotFound(),
  'GET orders/{order_id}/invoice': () => orderNotFound(),
  'POST resend-order-links': () => ({
    status: 200,
    body: { status: 1, message: ordersMessages.linksResent },
  }),
};
