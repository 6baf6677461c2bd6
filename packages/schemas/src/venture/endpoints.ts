import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okBody, okMessageBody } from '../common/envelope.ts';
import { createOrderResponseSchema, paymentConfirmationSchema } from '../payment/payment.ts';
import { ventureEditionSchema } from './edition.ts';
import { venturePaymentInputSchema } from './requests.ts';
import { venturePackageSchema } from './venture.ts';

export const ventureEndpoints = {
  'GET ventures': defineEndpoint({
    method: 'GET',
    path: 'ventures',
    auth: 'optional',
    body: 'none',
    input: z.object({}),
    response: okBody({ data: z.array(venturePackageSchema), edition: z.optional(ventureEditionSchema) }),
    errors: [401, 403],
    summary: 'Venture Vault ticket packages with member and non-member prices per pass length.',
  }),
  'POST venture-payment': defineEndpoint({
    method: 'POST',
    path: 'venture-payment',
    auth: 'optional',
    body: 'json',
    input: venturePaymentInputSchema,
    response: createOrderResponseSchema,
    errors: [400, 401, 403, 404, 413, 429],
    summary:
      "A Venture Vault pass order; member_type 'member' needs a signed-in caller (else 403). Extension: the optional address_line_1, address_line_2, pincode and state of a buyer without an account; required (else 400) when the taxable value is ₹50,000 or more (rule 46), and printed on the invoice.",
  }),
  'POST venture-payment-callback': defineEndpoint({
    method: 'POST',
    path: 'venture-payment-callback',
    auth: 'none',
    body: 'json',
    input: paymentConfirmationSchema,
    response: okMessageBody,
    errors: [400, 403, 413],
    summary:
      'Confirms a Venture Vault order payment (signature checked, idempotent) and records the booking.',
  }),
} satisfies Record<string, EndpointDef>;
