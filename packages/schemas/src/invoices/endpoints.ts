import * as z from 'zod/mini';
import { defineEndpoint, type EndpointDef } from '../api/endpoint.ts';
import { described, requiredText } from '../common/fields.ts';
import { accountInvoiceResponseSchema, accountInvoicesResponseSchema } from './invoice-schema.ts';

/**
 * The tax invoices of the signed-in member: contract extensions (docs/decisions/0010),
 * not in the specs. The web hides its Invoices links when a backend answers 404 for the list.
 */
export const invoicesEndpoints = {
  'GET account-invoices': defineEndpoint({
    method: 'GET',
    path: 'account-invoices',
    auth: 'required',
    body: 'none',
    input: z.object({}),
    response: accountInvoicesResponseSchema,
    errors: [401, 403, 404],
    summary:
      "The signed-in member's GST tax invoices, newest first (one per paid purchase). A contract extension (not in the specs); 404 from a backend without it.",
    extension: true,
  }),
  'GET account-invoices/{number}': defineEndpoint({
    method: 'GET',
    path: 'account-invoices/{number}',
    auth: 'required',
    body: 'none',
    input: z.object({
      number: described(
        requiredText('number is required'),
        "The invoice's number with '/' as '-': `slug` of a row of GET account-invoices.",
      ),
    }),
    response: accountInvoiceResponseSchema,
    errors: [401, 403, 404],
    summary:
      "One of the member's invoices, every field of the tax invoice. `number` is the invoice number with each '/' replaced by '-' (INV/2627/000042 → INV-2627-000042); another member's invoice answers 404. A contract extension (not in the specs).",
    extension: true,
  }),
} satisfies Record<string, EndpointDef>;
