import type { EndpointDef } from '../api/endpoint.ts';
import type { OrderAccessInput } from './endpoints.ts';

/** An order named by a link: its id, and the link's key (null: the signed-in owner's own link). */
export interface OrderLinkAddress {
  orderId: string;
  key: string | null;
}

/**
 * How a link's order is requested. A link with its key is read by the key alone, without the
 * browser's token: a token the server no longer knows (a member opening last week's e-mail) would
 * turn the buyer's own link into a 401 and send her to /login instead of her receipt.
 */
export function orderLinkRequest<D extends EndpointDef>(
  def: D,
  link: OrderLinkAddress,
): { def: D; input: OrderAccessInput } {
  if (link.key === null) return { def, input: { order_id: link.orderId } };
  return { def: { ...def, auth: 'none' }, input: { order_id: link.orderId, key: link.key } };
}
