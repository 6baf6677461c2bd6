import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okBody, okMessageBody } from '../common/envelope.ts';
import { createOrderResponseSchema, paymentConfirmationSchema } from '../payment/payment.ts';
import { mentorSchema } from './mentor.ts';
import {
  mentorAppointmentPaymentInputSchema,
  mentorFreeSessionInputSchema,
  mentorSlugInputSchema,
} from './requests.ts';

export const mentorsEndpoints = {
  'GET mentors': defineEndpoint({
    method: 'GET',
    path: 'mentors',
    auth: 'optional',
    body: 'none',
    input: z.object({}),
    response: okBody({ data: z.array(mentorSchema) }),
    errors: [401, 403],
    summary: 'Mentors with their industries, prices and whether guests may book them.',
  }),
  'GET mentors/{id}': defineEndpoint({
    method: 'GET',
    path: 'mentors/{id}',
    auth: 'optional',
    body: 'none',
    input: mentorSlugInputSchema,
    response: okBody({ data: mentorSchema }),
    errors: [401, 403, 404],
    summary: "One mentor by slug (the path's id is the slug).",
  }),
  'POST mentor-appointment-payment': defineEndpoint({
    method: 'POST',
    path: 'mentor-appointment-payment',
    auth: 'optional',
    body: 'json',
    input: mentorAppointmentPaymentInputSchema,
    response: createOrderResponseSchema,
    errors: [400, 401, 403, 404, 413, 429],
    summary:
      'A paid mentor session order; guests only for mentors that allow non-members (else 403). Extension: the optional address_line_1, address_line_2, pincode and state of a buyer without an account; required (else 400) when the taxable value is ₹50,000 or more (rule 46), and printed on the invoice.',
  }),
  'POST mentor-payment-callback': defineEndpoint({
    method: 'POST',
    path: 'mentor-payment-callback',
    auth: 'none',
    body: 'json',
    input: paymentConfirmationSchema,
    response: okMessageBody,
    errors: [400, 403, 413],
    summary: 'Confirms a mentor session payment (signature checked, idempotent) and records the booking.',
  }),
  'POST mentor-free-sesssion-appointment': defineEndpoint({
    method: 'POST',
    path: 'mentor-free-sesssion-appointment',
    auth: 'optional',
    body: 'json',
    input: mentorFreeSessionInputSchema,
    response: okMessageBody,
    errors: [400, 401, 403, 404, 413, 429],
    summary:
      'Books a free mentor session (path spelled so); guests only where the mentor allows non-members.',
  }),
} satisfies Record<string, EndpointDef>;
