import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okBody, okMessageBody } from '../common/envelope.ts';
import { described, requiredEmail, requiredText } from '../common/fields.ts';
import { accountInvoiceResponseSchema } from '../invoices/invoice-schema.ts';
import { orderReceiptResponseSchema } from './receipt-schema.ts';

/**
 * An order and its key. Any key text is accepted (up to a sane length) so a mistyped key answers the
 * same 404 as an unknown order, never a 400 that would tell them apart.
 */
const orderAccessInput = z.object({
  order_id: described(
    requiredText('order_id is required', 64),
    "The provider's order id: `order_id` of the create-order answer.",
  ),
  key: z.optional(
    described(
      z.string().check(z.maxLength(128)),
      "The order's access key: `access_key` of the create-order answer.",
    ),
  ),
});
export type OrderAccessInput = z.input<typeof orderAccessInput>;

/** The links a buyer keeps after a purchase (docs/decisions/0010: contract extensions). */
export const ordersEndpoints = {
  'GET orders/{order_id}': defineEndpoint({
    method: 'GET',
    path: 'orders/{order_id}',
    auth: 'optional',
    body: 'none',
    input: orderAccessInput,
    response: orderReceiptResponseSchema,
    errors: [400, 401, 403, 404],
    extension: true,
    summary:
      "The receipt of a paid order: for its `key` (the order's access key, in the query), or for its signed-in owner without one. Holder, ticket codes (events and Venture passes), receipt/ticket/invoice links, calendar links, refund. 404 'We couldn't find an order…' alike for an unknown or unpaid order and a wrong or missing key.",
  }),
  'GET orders/{order_id}/invoice': defineEndpoint({
    method: 'GET',
    path: 'orders/{order_id}/invoice',
    auth: 'optional',
    body: 'none',
    input: orderAccessInput,
    response: accountInvoiceResponseSchema,
    errors: [400, 401, 403, 404],
    extension: true,
    summary:
      'The tax invoice of a paid order (as `GET account-invoices/{number}`), with the same access rule and 404 as `GET orders/{order_id}`; 404 also when the order has no invoice.',
  }),
  'POST resend-order-links': defineEndpoint({
    method: 'POST',
    path: 'resend-order-links',
    auth: 'none',
    body: 'json',
    input: z.object({ email: requiredEmail() }),
    response: okMessageBody,
    errors: [400, 403, 413, 429],
    extension: true,
    summary:
      'E-mails the receipt and ticket links of every paid order of an address (newest first, up to 20) in one message. Answers the same for an address that bought nothing; at most 3 requests per address from one client per 10 minutes (then 429).',
  }),
} satisfies Record<string, EndpointDef>;
