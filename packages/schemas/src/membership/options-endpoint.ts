import * as z from 'zod/mini';
import { defineEndpoint } from '../api/endpoint.ts';
import { requiredText } from '../common/fields.ts';
import { membershipPriceOptionsSchema } from './price-option.ts';

/**
 * `GET membership/{slug}` on its own: a purchase form reads the options for its first screen, and
 * importing only this keeps the order calls' request schemas out of that first load.
 */
export const membershipOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'membership/{slug}',
  auth: 'none',
  body: 'none',
  // Any string: a slug outside MEMBERSHIP_SLUGS answers 404 (not a validation 400).
  input: z.object({ slug: requiredText('slug is required') }),
  response: membershipPriceOptionsSchema,
  errors: [403, 404],
  summary: 'Price options (durations, and cities for titan, maverick, lap) of a membership tier.',
});
