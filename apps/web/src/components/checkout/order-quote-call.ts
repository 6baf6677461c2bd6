/** `POST order-quote` through the app's client (the purchase dialogs, which load on demand). */
import { checkoutEndpoints } from '@lwl/schemas';
import { api } from '../../lib/api.ts';
import type { QuoteCall } from './use-order-summary.ts';

export const orderQuoteCall: QuoteCall = (request, signal) =>
  api.request(checkoutEndpoints['POST order-quote'], request, { signal });
