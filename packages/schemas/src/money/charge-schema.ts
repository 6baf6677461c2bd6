import * as z from 'zod/mini';
import { currencySchema } from './currency.ts';

const minor = z.number().check(z.int(), z.nonnegative());

/** `ChargeBreakdown` on the wire (create-order answers; a contract extension beyond the specs). */
export const chargeBreakdownSchema = z
  .object({
    currency: currencySchema,
    gst_treatment: z.enum(['added', 'included', 'none']),
    gst_rate_percent: z.number().check(z.nonnegative()),
    unit_price: minor,
    quantity: z.number().check(z.int(), z.positive()),
    subtotal: minor,
    discount: minor,
    taxable_value: minor,
    gst: minor,
    total: minor,
  })
  .check(
    z.meta({
      description:
        'What the buyer pays, in the minor unit (paise/cents): listed unit price × quantity, coupon discount before GST, taxable value, GST (added, included or none for exports) and total (= amount).',
    }),
  );
