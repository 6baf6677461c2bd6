import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okBody } from '../common/envelope.ts';
import { described, requiredText } from '../common/fields.ts';
import { holderRenameInputSchema } from '../events/attendees.ts';
import { attendeeTicketSchema } from './receipt-schema.ts';

/**
 * The ticket holders' calls (docs/product-rules.md "Ticket holders"; contract extensions): apart from
 * the order links' so that a page reading an order does not carry their schemas.
 */
export const holderEndpoints = {
  'GET attendee-tickets/{ticket}': defineEndpoint({
    method: 'GET',
    path: 'attendee-tickets/{ticket}',
    auth: 'none',
    body: 'none',
    input: z.object({
      ticket: described(requiredText('ticket is required', 64), 'The ticket code (`tkt_…`).'),
      key: z.optional(
        described(z.string().check(z.maxLength(128)), "The holder's own key, from her e-mail's link."),
      ),
    }),
    response: okBody({ data: attendeeTicketSchema }),
    errors: [400, 403, 404],
    extension: true,
    summary:
      "One holder's own ticket, for the key of her link (sent to her e-mail): the event, her name and her code, nothing else of the order. 404 alike for an unknown ticket and a wrong or missing key.",
  }),
  'POST order-holders': defineEndpoint({
    method: 'POST',
    path: 'order-holders',
    auth: 'optional',
    body: 'json',
    input: holderRenameInputSchema,
    response: okBody({ message: z.string(), data: z.object({ ticket: z.string(), holder: z.string() }) }),
    errors: [400, 401, 403, 404, 413],
    extension: true,
    summary:
      "Corrects the holder's name of one ticket of a paid event order, for the order's key or its signed-in owner, until the event starts (then 400). The holder's own link shows the new name. 404 as `GET orders/{order_id}`.",
  }),
} satisfies Record<string, EndpointDef>;
