import * as z from 'zod/mini';
import { currencySchema } from './currency.ts';
import { minorAmount } from './units.ts';

/** `ChargeBreakdown` on the wire (create-order answers; a contract extension beyond the specs). */
export const chargeBreakdownSchema = z
  .object({
    currency: currencySchema,
    gst_treatment: z.enum(['added', 'included', 'none']),
    gst_rate_percent: z.number().check(z.nonnegative()),
    unit_price: minorAmount('Listed price of one unit'),
    quantity: z.number().check(z.int(), z.positive()),
    subtotal: minorAmount('unit_price × quantity'),
    discount: minorAmount('Coupon discount, taken off before GST'),
    taxable_value: minorAmount('subtotal − discount: the value GST is computed on'),
    gst: minorAmount('GST (0 when none is charged)'),
    /** Extension; absent from a breakdown made before it existed (then 0). */
    round_off: z.optional(
      minorAmount(
        'total − taxable value − GST: 0 to 2 of a GST-inclusive price no taxable value splits exactly',
      ),
    ),
    total: minorAmount("What the buyer pays (= the create-order answer's amount)"),
  })
  .check(
    z.meta({
      description:
        'What the buyer pays, in the minor unit (paise/cents): listed unit price × quantity, coupon discount before GST, taxable value, GST (added, included or none for exports) and total (= amount).',
    }),
  );
