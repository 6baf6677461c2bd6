import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okMessageBody } from '../common/envelope.ts';
import { requiredText } from '../common/fields.ts';
import { createOrderResponseSchema, paymentConfirmationSchema } from '../payment/payment.ts';
import { membershipPriceOptionsSchema } from './price-option.ts';
import { globalMembershipPaymentRequestSchema, membershipPaymentRequestSchema } from './requests.ts';

export const membershipEndpoints = {
  'GET membership/{slug}': defineEndpoint({
    method: 'GET',
    path: 'membership/{slug}',
    auth: 'none',
    body: 'none',
    // Any string: a slug outside MEMBERSHIP_SLUGS answers 404 (not a validation 400).
    input: z.object({ slug: requiredText('slug is required') }),
    response: membershipPriceOptionsSchema,
    errors: [403, 404],
    summary: 'Price options (durations, and cities for titan, maverick, lap) of a membership tier.',
  }),
  'POST membership-payment': defineEndpoint({
    method: 'POST',
    path: 'membership-payment',
    auth: 'none',
    body: 'multipart',
    input: membershipPaymentRequestSchema,
    response: createOrderResponseSchema,
    errors: [400, 403, 413],
    summary: 'Creates the payment order of a titan, maverick or lap membership purchase (INR).',
  }),
  'POST global-membership-payment': defineEndpoint({
    method: 'POST',
    path: 'global-membership-payment',
    auth: 'none',
    body: 'multipart',
    input: globalMembershipPaymentRequestSchema,
    response: createOrderResponseSchema,
    errors: [400, 403, 413],
    summary: 'Creates the payment order of a Global Access or UAE membership sign-up (USD).',
  }),
  'POST membership-payment-callback': defineEndpoint({
    method: 'POST',
    path: 'membership-payment-callback',
    auth: 'none',
    body: 'json',
    input: paymentConfirmationSchema,
    response: okMessageBody,
    errors: [400, 403, 413],
    summary: 'Confirms a membership payment; records the membership and creates the account.',
  }),
} satisfies Record<string, EndpointDef>;
