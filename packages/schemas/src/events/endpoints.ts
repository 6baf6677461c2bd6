import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okBody, okMessageBody } from '../common/envelope.ts';
import { createOrderResponseSchema, paymentConfirmationSchema } from '../payment/payment.ts';
import { eventCardSchema, eventSchema, pastEventSchema } from './event.ts';
import { eventPaymentInputSchema, eventSlugInputSchema, userEventPaymentInputSchema } from './requests.ts';

export const eventsEndpoints = {
  'GET events': defineEndpoint({
    method: 'GET',
    path: 'events',
    auth: 'optional',
    body: 'none',
    input: z.object({}),
    response: okBody({ data: z.array(eventCardSchema), sticky: z.array(eventCardSchema) }),
    errors: [401, 403],
    summary: 'Upcoming events list and the sticky list (not displayed); members are served with auth.',
  }),
  'GET events/{slug}': defineEndpoint({
    method: 'GET',
    path: 'events/{slug}',
    auth: 'optional',
    body: 'none',
    input: eventSlugInputSchema,
    response: okBody({ data: eventSchema }),
    errors: [401, 403, 404],
    summary: "One event by slug, with price rows whose can_view reflects the caller's membership.",
  }),
  'POST event-payment': defineEndpoint({
    method: 'POST',
    path: 'event-payment',
    auth: 'none',
    body: 'json',
    input: eventPaymentInputSchema,
    response: createOrderResponseSchema,
    errors: [400, 403, 404, 413, 429],
    summary:
      "A guest's event ticket order at the non-member price (403 on a members-only event). Extension: the optional address_line_1, address_line_2, pincode and state of a buyer without an account; required (else 400) when the taxable value is ₹50,000 or more (rule 46), and printed on the invoice.",
  }),
  'POST user-event-payment': defineEndpoint({
    method: 'POST',
    path: 'user-event-payment',
    auth: 'required',
    body: 'json',
    input: userEventPaymentInputSchema,
    response: createOrderResponseSchema,
    errors: [400, 401, 403, 404, 413, 429],
    summary: "A member's event ticket order at the price row of the caller's membership.",
  }),
  'POST event-payment-callback': defineEndpoint({
    method: 'POST',
    path: 'event-payment-callback',
    auth: 'none',
    body: 'json',
    input: paymentConfirmationSchema,
    response: okMessageBody,
    errors: [400, 403, 413],
    summary: 'Confirms an event order payment (signature checked, idempotent) and records the purchase.',
  }),
  'GET past-events': defineEndpoint({
    method: 'GET',
    path: 'past-events',
    auth: 'none',
    body: 'none',
    input: z.object({}),
    response: z.array(pastEventSchema),
    errors: [403],
    summary: 'Past events, as a bare JSON array, most recent first.',
  }),
} satisfies Record<string, EndpointDef>;
