import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { okBody, okMessageBody } from '../common/envelope.ts';
import { createOrderResponseSchema, paymentConfirmationSchema } from '../payment/payment.ts';
import { sponsorPackageSchema } from './package.ts';
import { nonMemberPackagePaymentInputSchema, packagePaymentInputSchema } from './requests.ts';

const packageList = okBody({ data: z.array(sponsorPackageSchema) });

export const packagesEndpoints = {
  'GET packages': defineEndpoint({
    method: 'GET',
    path: 'packages',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: packageList,
    errors: [401, 403],
    summary: 'Sponsor packages at member prices.',
  }),
  'GET non-member-packages': defineEndpoint({
    method: 'GET',
    path: 'non-member-packages',
    auth: 'none',
    body: 'none',
    input: z.object({}),
    response: packageList,
    errors: [403],
    summary: 'Sponsor packages at non-member prices.',
  }),
  'GET enterprise-packages': defineEndpoint({
    method: 'GET',
    path: 'enterprise-packages',
    auth: 'none',
    body: 'none',
    input: z.object({}),
    response: packageList,
    errors: [403],
    summary: 'Enterprise marketing bundles.',
  }),
  'POST package-payment': defineEndpoint({
    method: 'POST',
    path: 'package-payment',
    auth: 'required',
    body: 'json',
    input: packagePaymentInputSchema,
    response: createOrderResponseSchema,
    errors: [400, 401, 403, 404, 413, 429],
    summary: "A signed-in member's package order at the member price.",
  }),
  'POST non-member-package-payment': defineEndpoint({
    method: 'POST',
    path: 'non-member-package-payment',
    auth: 'none',
    body: 'json',
    input: nonMemberPackagePaymentInputSchema,
    response: createOrderResponseSchema,
    errors: [400, 403, 404, 413, 429],
    summary:
      "A guest's package order at the non-member price, with the buyer's contact. Extension: the optional address_line_1, address_line_2, pincode and state of a buyer without an account; required (else 400) when the taxable value is ₹50,000 or more (rule 46), and printed on the invoice.",
  }),
  'POST package-payment-callback': defineEndpoint({
    method: 'POST',
    path: 'package-payment-callback',
    auth: 'none',
    body: 'json',
    input: paymentConfirmationSchema,
    response: okMessageBody,
    errors: [400, 403, 413],
    summary: 'Confirms a package payment (signature checked, idempotent) and records the purchase.',
  }),
} satisfies Record<string, EndpointDef>;
