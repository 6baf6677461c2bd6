import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okMessageBody } from '../common/envelope.ts';
import { createOrderResponseSchema, paymentConfirmationSchema } from '../payment/payment.ts';
import { membershipOptionsEndpoint } from './options-endpoint.ts';
import { globalMembershipPaymentRequestSchema, membershipPaymentRequestSchema } from './requests.ts';

export const membershipEndpoints = {
  'GET membership/{slug}': membershipOptionsEndpoint,
  'POST membership-payment': defineEndpoint({
    method: 'POST',
    path: 'membership-payment',
    auth: 'none',
    body: 'multipart',
    input: membershipPaymentRequestSchema,
    response: createOrderResponseSchema,
    errors: [400, 403, 413, 429],
    summary: 'Creates the payment order of a titan, maverick or lap membership purchase (INR).',
  }),
  'POST global-membership-payment': defineEndpoint({
    method: 'POST',
    path: 'global-membership-payment',
    auth: 'none',
    body: 'multipart',
    input: globalMembershipPaymentRequestSchema,
    response: createOrderResponseSchema,
    errors: [400, 403, 413, 429],
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
