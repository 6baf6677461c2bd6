import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { orderQuoteInputSchema, orderQuoteResponseSchema } from './quote.ts';

/** Calls the web needs beyond the specs' 44 (docs/decisions/0010): marked `extension`. */
export const checkoutEndpoints = {
  'POST order-quote': defineEndpoint({
    method: 'POST',
    path: 'order-quote',
    auth: 'optional',
    body: 'json',
    input: orderQuoteInputSchema,
    response: orderQuoteResponseSchema,
    errors: [400, 401, 403, 404, 413],
    extension: true,
    summary:
      "Prices one item for the caller (guest or member) with an optional coupon, exactly as its create-order call would: the breakdown (unit price, discount, GST, total). 400 'Invalid coupon code.' for an unknown coupon, 400/403/404 for an item the caller cannot buy.",
  }),
} satisfies Record<string, EndpointDef>;
