import type { ExamplesFor } from '../api/endpoint.ts';
import type { checkoutEndpoints } from './endpoints.ts';

export const checkoutExamples: ExamplesFor<typeof checkoutEndpoints> = {
  'POST order-quote': {
    input: { kind: 'event', event_id: 12, quantity: 2, coupon: 'LWL10' },
    response: {
      status: 1,
      breakdown: {
        currency: 'INR',
        gst_treatment: 'included',
        gst_rate_percent: 18,
        unit_price: 450_000,
        quantity: 2,
        subtotal: 900_000,
        discount: 90_000,
        taxable_value: 686_441,
        gst: 123_559,
        total: 810_000,
      },
    },
  },
};
